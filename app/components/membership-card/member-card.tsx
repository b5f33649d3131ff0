import type { ReactNode } from "react";
import type { LangAttributes } from "../ui/shown-in";

/** A detail line; `lang`/`dir` mark an admin-written value shown in English inside another language. */
export type CardLine = { label: string; value: string } & LangAttributes;

/**
 * The card face: brand, name, id and the detail lines, with an optional QR code beside them.
 * Shared by the member's own card and the visitors' sample so both look the same.
 */
export function MemberCardFace({
  brand,
  name,
  idLabel,
  membershipId,
  lines,
  qr,
}: {
  brand: string;
  name: string;
  idLabel: string;
  membershipId: string;
  lines: CardLine[];
  qr?: ReactNode;
}) {
  return (
    <div className="motion-safe:transition-transform motion-safe:hover:-rotate-1 grid gap-4 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lg sm:grid-cols-[1fr_auto]">
      <div className="grid content-start gap-3">
        <p className="text-sm font-semibold tracking-wide uppercase">{brand}</p>
        <p className="text-2xl font-bold">{name}</p>
        <p>
          <span className="block text-xs text-white/80">{idLabel}</span>
          <span className="font-mono text-lg" dir="ltr">
            {membershipId}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          {lines.map((line) => (
            <div key={line.label}>
              <dt className="text-white/80">{line.label}</dt>
              <dd lang={line.lang} dir={line.dir} className="font-semibold">
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {qr ? <div className="self-center justify-self-center rounded-lg bg-white p-2">{qr}</div> : null}
    </div>
  );
}
