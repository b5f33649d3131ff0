import { CalendarClock, LoaderCircle, RefreshCw } from "lucide-react";
import { isPaidTier } from "../../../worker/contract/enums";
import type { MembershipTier } from "../../../worker/contract/membership";
import { useLanguage, useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { subscriptionMessages } from "../../i18n/messages/subscription";
import { formatCardDate } from "../membership-card/card-format";
import type { UpgradeState } from "./plan-action";
import type { PaidPeriod } from "./plan-status";

/**
 * On the member's own paid plan: how long it lasts and, from 30 days before its end (when the first
 * reminder email goes out) or once it has ended, a way to pay for another year. Nothing renews by itself.
 */
export function RenewalNote({
  tier,
  period,
  checkout,
}: {
  tier: MembershipTier;
  period: PaidPeriod;
  checkout: UpgradeState;
}) {
  const t = useT(subscriptionMessages);
  const bidi = useIsolate();
  const { language } = useLanguage();
  const date = formatCardDate(period.validUntil, language);
  const canRenew = period.renewalDue && tier.forSale && isPaidTier(tier.id);
  const pending = checkout.pendingTier === tier.id;
  return (
    <div className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <p className={`flex items-start gap-2 ${period.ended ? "font-semibold text-red-800" : ""}`}>
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {period.ended ? t("endedOn", { date }) : t("validUntil", { date })}
      </p>
      {canRenew && !period.ended ? <p>{t("renewDue")}</p> : null}
      {canRenew ? (
        <button
          type="button"
          className="btn-primary disabled:cursor-wait"
          disabled={checkout.busy}
          onClick={() => isPaidTier(tier.id) && checkout.upgrade(tier.id)}
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {pending ? t("redirecting") : t("renew", { name: bidi(tier.name) })}
        </button>
      ) : null}
    </div>
  );
}
