import { Link } from "@tanstack/react-router";
import { BadgeCheck } from "lucide-react";
import { useLanguage, useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";

/**
 * Step 3 for Basic: the card preview (spec: valid until one year from now, display only). The
 * checkout's return page shows it too, with the paid period's real end and its own heading.
 */
export function SuccessCard({
  name,
  membershipId,
  tierName,
  validUntil: paidUntil,
  title,
  text,
  showPasswordNote = true,
  cardLabel,
}: {
  name: string;
  membershipId: string;
  tierName: string;
  /** ISO end of a paid period; Basic previews one year from now. */
  validUntil?: string | null;
  title?: string;
  text?: string;
  showPasswordNote?: boolean;
  /** A signed-in member's flow ends on their card: the link reads as opening it. */
  cardLabel?: string;
}) {
  const t = useT(membershipMessages);
  const { language } = useLanguage();
  const validUntil = paidUntil ? new Date(paidUntil) : new Date();
  if (!paidUntil) validUntil.setFullYear(validUntil.getFullYear() + 1);
  const rows: [string, string, boolean][] = [
    [t("memberName"), name, false],
    [t("membershipId"), membershipId, true],
    [t("tier"), tierName, false],
    [t("validUntil"), new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(validUntil), false],
  ];
  return (
    <section aria-labelledby="membership-success" className="card mx-auto grid max-w-xl gap-4">
      <h2 id="membership-success" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-6 text-brand-700" />
        {title ?? t("successTitle")}
      </h2>
      <p role="status">{text ?? t("successText")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-brand-50 p-4">
        {rows.map(([label, value, ltr]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd
              className="text-slate-900"
              dir={ltr ? "ltr" : undefined}
              data-testid={ltr ? "membership-id" : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {showPasswordNote ? <p className="text-sm text-slate-700">{t("setPassword")}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/membership-card" className={cardLabel ? "btn-primary" : "btn-outline"}>
          {cardLabel ?? t("downloadCard")}
        </Link>
        <Link to="/" className={cardLabel ? "btn-outline" : "btn-primary"}>
          {t("continuePlatform")}
        </Link>
      </div>
    </section>
  );
}
