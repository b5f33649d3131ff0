import { Link } from "@tanstack/react-router";
import { BadgeCheck } from "lucide-react";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { useValidUntilText } from "../membership-card/valid-until";

/**
 * Step 3 for Basic: the card preview. The checkout's return page shows it too, with the paid period's
 * end and its own heading. Its validity reads like the card's and /verify's (issue 17: Basic does not
 * expire, although the spec's example said "one year from now").
 */
export function SuccessCard({
  name,
  membershipId,
  tierName,
  validUntil,
  title,
  text,
  showPasswordNote = true,
  cardLabel,
}: {
  name: string;
  membershipId: string;
  tierName: string;
  /** ISO end of a paid period, as the server sent it; none (Basic) reads "Does not expire". */
  validUntil?: string | null;
  title?: string;
  text?: string;
  showPasswordNote?: boolean;
  /** A signed-in member's flow ends on their card: the link reads as opening it. */
  cardLabel?: string;
}) {
  const t = useT(membershipMessages);
  const validUntilText = useValidUntilText();
  const rows: [string, string, boolean][] = [
    [t("memberName"), name, false],
    [t("membershipId"), membershipId, true],
    [t("tier"), tierName, false],
    [t("validUntil"), validUntilText(validUntil), false],
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
