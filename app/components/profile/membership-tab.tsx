import { Link } from "@tanstack/react-router";
import { BadgeCheck, Crown } from "lucide-react";
import { displayTier } from "../../../worker/contract/enums";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { MyRsvps } from "../events/my-rsvps";
import { useTierWords } from "../membership/tier-words";
import { MyPayments } from "./my-payments";

/**
 * Spec: 'Premium Member' for tier premium, otherwise 'Basic Member' (plus 'Executive Member', the tier
 * the spec's pricing pages add); the upgrade offer for everyone below Premium.
 */
export function MembershipTab({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const tiers = useTierWords();
  const isPremium = displayTier(user.membershipTier) !== "basic";
  return (
    <div className="grid gap-6">
      <section className="card grid gap-4">
        <h2 className="text-xl font-bold text-slate-900">{t("membershipHeading")}</h2>
        <div className="flex flex-wrap items-center gap-3">
          <Crown aria-hidden="true" className={`size-6 ${isPremium ? "text-amber-600" : "text-slate-500"}`} />
          <p className="text-lg font-semibold text-slate-900">{tiers.member(user.membershipTier)}</p>
          {user.subscriptionStatus === "active" ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t("subscriptionActive")}
            </span>
          ) : null}
        </div>
        {user.membershipId ? (
          <dl className="flex flex-wrap gap-2 text-sm">
            <dt className="text-slate-600">{t("membershipId")}</dt>
            <dd dir="ltr" className="font-mono font-semibold text-slate-900">
              {user.membershipId}
            </dd>
          </dl>
        ) : null}
      </section>
      <MyPayments />
      <MyRsvps />
      {isPremium ? null : (
        <section className="card grid gap-3 border-brand-200 bg-brand-50">
          <h2 className="text-lg font-bold text-brand-900">{t("upgradeHeading")}</h2>
          <p className="text-slate-700">{t("upgradeText")}</p>
          <div>
            <Link to="/subscription" className="btn-primary">
              {t("upgradeCta")}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
