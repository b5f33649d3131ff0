import { type FormEvent, useId, useState } from "react";
import {
  type AdminMemberDetail,
  END_DATE_IN_PAST,
  PAID_TIER_NEEDS_END,
} from "../../../worker/contract/admin-members";
import { isPaidTier, type MembershipTierId, membershipTierIds } from "../../../worker/contract/enums";
import { cardDay } from "../../../worker/contract/membership-card";
import {
  defaultGrantEndDay,
  isDayOrInstant,
  storedGrantEnd,
  todayInRiyadh,
} from "../../../worker/contract/membership-year";
import { useLanguage, useT } from "../../i18n";
import { type AdminMembersTexts, adminMembersMessages } from "../../i18n/messages/admin-members";
import { expectOk } from "../../lib/api-client";
import { serverFieldErrors } from "../admin/kit";
import { formatCardDate } from "../membership-card/card-format";
import { controlProps, Field, inputClass } from "../ui/field";
import { Confirm } from "./confirm-question";
import { tierLabel } from "./labels";
import { adminMember, useMemberAction } from "./queries";

type Member = AdminMemberDetail["member"];

/** The day a grant shows first: the member's running paid period's end, else a year from today. */
function initialEndDay(member: Member, now: Date): string {
  const running =
    isPaidTier(member.tier) && member.validUntil && Date.parse(member.validUntil) > now.getTime();
  return running && member.validUntil ? cardDay(member.validUntil) : defaultGrantEndDay(now);
}

/** The server's word on the end date, in the admin's language. */
function endDateError(message: string | undefined): keyof AdminMembersTexts | undefined {
  if (!message) return undefined;
  if (message === END_DATE_IN_PAST) return "validUntilPast";
  if (message === PAID_TIER_NEEDS_END) return "validUntilRequired";
  return "validUntilInvalid";
}

/**
 * Change the tier (confirmed first). A paid tier always has an end: a Riyadh day, a year from today
 * unless the admin picks another, never before today; Basic has none.
 */
export function TierForm({ member }: { member: Member }) {
  const t = useT(adminMembersMessages);
  const { language } = useLanguage();
  const id = useId();
  const untilId = `${id}-until`;
  const [tier, setTier] = useState(member.tier);
  const [validUntil, setValidUntil] = useState(() => initialEndDay(member, new Date()));
  const [error, setError] = useState<keyof AdminMembersTexts>();
  const [confirming, setConfirming] = useState(false);
  const action = useMemberAction(
    member.userId,
    (member, input: { tier: MembershipTierId; validUntil?: string | null }) =>
      expectOk(adminMember.tier.$put({ ...member, json: input })),
    t("tierChanged"),
  );
  const paid = tier !== "basic";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !paid
      ? undefined
      : !validUntil
        ? "validUntilRequired"
        : !isDayOrInstant(validUntil)
          ? "validUntilInvalid"
          : validUntil < todayInRiyadh(new Date())
            ? "validUntilPast"
            : undefined;
    setError(problem);
    if (problem) {
      document.getElementById(untilId)?.focus();
      return;
    }
    setConfirming(true);
  };
  const send = () => {
    setConfirming(false);
    action.mutate(paid ? { tier, validUntil } : { tier, validUntil: null }, {
      onError: (failure) => setError(endDateError(serverFieldErrors(failure).validUntil)),
    });
  };
  const tierWord = t(tierLabel[tier] ?? "none");
  return (
    <form noValidate onSubmit={submit} className="grid content-start gap-3">
      <h3 className="font-semibold text-slate-900">{t("changeTier")}</h3>
      <Field id={`${id}-tier`} label={t("newTier")}>
        <select
          id={`${id}-tier`}
          className={inputClass}
          value={tier}
          onChange={(event) => setTier(event.target.value as MembershipTierId)}
        >
          {membershipTierIds.map((value) => (
            <option key={value} value={value}>
              {t(tierLabel[value] ?? "none")}
            </option>
          ))}
        </select>
      </Field>
      {paid ? (
        <Field
          id={untilId}
          label={t("newValidUntil")}
          required
          hint={t("validUntilHint")}
          error={error ? t(error) : undefined}
        >
          <input
            {...controlProps(untilId, { hint: t("validUntilHint"), error: error ? t(error) : undefined })}
            type="date"
            required
            min={todayInRiyadh(new Date())}
            className={inputClass}
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
          />
        </Field>
      ) : null}
      {confirming ? (
        <Confirm
          question={
            paid
              ? t("confirmTierUntil", {
                  name: member.name,
                  tier: tierWord,
                  date: formatCardDate(storedGrantEnd(validUntil), language),
                })
              : t("confirmTier", { name: member.name, tier: tierWord })
          }
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        />
      ) : (
        <button type="submit" className="btn-outline justify-self-start" disabled={action.isPending}>
          {t("apply")}
          <span className="sr-only"> {t("changeTier")}</span>
        </button>
      )}
    </form>
  );
}
