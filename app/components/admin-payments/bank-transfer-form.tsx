import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { type BankTransferInput, bankTransferSchema, paidTierIds } from "../../../worker/contract/payments";
import { useT } from "../../i18n";
import { adminPaymentsMessages } from "../../i18n/messages/admin-payments";
import { unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";
import { errorsFrom, serverFieldErrors, useAdminMutation } from "../admin/kit";
import { adminTiersQuery } from "../admin-tiers/tiers-query";
import { ErrorSummary } from "../ui/error-summary";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { adminPayments, paymentsBase } from "./payments-resource";
import { halalasOf, sarText } from "./sar";

type Name = "membershipId" | "tier" | "amountHalalas" | "reference";
// The order of the fields on screen: the first one in error gets the focus.
const fieldOrder: Name[] = ["membershipId", "tier", "amountHalalas", "reference"];
const inputName: Record<Name, string> = {
  membershipId: "membershipId",
  tier: "tier",
  amountHalalas: "amount",
  reference: "reference",
};

/**
 * Records a bank transfer that arrived: the member is upgraded and emailed a receipt by the server.
 * The amount starts at the chosen tier's current price and follows the tier until the admin types one.
 */
export function BankTransferForm() {
  const t = useT(adminPaymentsMessages);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { data: tiers } = useQuery(adminTiersQuery);
  const record = useAdminMutation({
    mutationFn: async (input: BankTransferInput) =>
      (await unwrap(adminPayments["bank-transfer"].$post({ json: input }))).payment,
    // The member's card and tier change too, but those are their own pages' queries, fetched fresh.
    invalidate: [paymentsBase],
    successTitle: t("recorded"),
  });
  const [membershipId, setMembershipId] = useState("");
  const [tier, setTier] = useState<BankTransferInput["tier"]>("premium");
  // null: not typed by the admin, so it shows the tier's price.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  const price = tiers?.find((item) => item.id === tier)?.priceHalalas;
  const amount = typedAmount ?? (price === undefined ? "" : sarText(price));
  const messages: Record<Name, string> = {
    membershipId: t("errorMembershipId"),
    tier: t("errorTier"),
    amountHalalas: t("errorAmount"),
    reference: t("errorReference"),
  };

  function showErrors(next: Partial<Record<Name, string>>) {
    setErrors(next);
    const first = fieldOrder.find((name) => next[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${inputName[first]}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bankTransferSchema.safeParse({
      membershipId,
      tier,
      amountHalalas: halalasOf(amount),
      reference,
    });
    if (!parsed.success) {
      showErrors(errorsFrom(parsed.error.issues, messages));
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync(parsed.data);
    } catch (error) {
      // The toast says what went wrong; the field it concerns says it too, and nothing typed is lost.
      if (hasStatus(error, 404)) showErrors({ membershipId: t("errorUnknownMember") });
      else if (hasStatus(error, 409)) showErrors({ reference: t("errorDuplicateReference") });
      else
        showErrors(
          Object.fromEntries(
            Object.keys(serverFieldErrors(error))
              .filter((f) => f in messages)
              .map((f) => [f, messages[f as Name]]),
          ),
        );
      return;
    }
    setMembershipId("");
    setTypedAmount(null);
    setReference("");
    // Ready for the next transfer on the statement.
    form.current?.querySelector<HTMLElement>('[name="membershipId"]')?.focus();
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="card grid gap-4"
      aria-labelledby={field("heading")}
      aria-describedby={field("lead")}
    >
      <h2 id={field("heading")} className="text-xl font-bold text-slate-900">
        {t("recordHeading")}
      </h2>
      <p id={field("lead")} className="text-sm text-slate-700">
        {t("recordLead")}
      </p>
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("membership-id")}
          name="membershipId"
          label={t("fieldMembershipId")}
          hint={t("fieldMembershipIdHint")}
          required
          dir="ltr"
          autoComplete="off"
          value={membershipId}
          onChange={(event) => setMembershipId(event.target.value)}
          error={errors.membershipId}
        />
        <Field id={field("tier")} label={t("fieldTier")} error={errors.tier}>
          <select
            {...controlProps(field("tier"), { error: errors.tier })}
            name="tier"
            className={inputClass}
            value={tier}
            onChange={(event) => {
              setTier(event.target.value as BankTransferInput["tier"]);
              setTypedAmount(null);
            }}
          >
            {paidTierIds.map((tierId) => (
              <option key={tierId} value={tierId}>
                {tiers?.find((item) => item.id === tierId)?.name ?? tierId}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={field("amount")}
          name="amount"
          label={t("fieldAmount")}
          hint={t("fieldAmountHint")}
          required
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(event) => setTypedAmount(event.target.value)}
          error={errors.amountHalalas}
        />
        <TextField
          id={field("reference")}
          name="reference"
          label={t("fieldReference")}
          hint={t("fieldReferenceHint")}
          required
          dir="ltr"
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={errors.reference}
        />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={record.isPending}>
          {record.isPending ? t("recording") : t("record")}
        </button>
      </div>
    </form>
  );
}
