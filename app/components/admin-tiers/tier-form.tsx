import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type AdminMembershipTier,
  type AdminMembershipTierInput,
  adminMembershipTierSchema,
} from "../../../worker/contract/admin-membership-tiers";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminTiersMessages } from "../../i18n/messages/admin-tiers";
import { errorFields } from "../../lib/api-errors";
import { errorsFrom, linesOf, numberOf } from "../admin/form-values";
import { halalasOf, sarText } from "../admin-payments/sar";
import { ErrorSummary } from "../ui/error-summary";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { useSaveTier } from "./queries";

type Name = keyof AdminMembershipTierInput;
const fieldOrder: Name[] = ["name", "priceHalalas", "partnerDiscountPercent", "benefits", "sortOrder"];
const inputName: Partial<Record<Name, string>> = { priceHalalas: "price" };

/** Edits one tier; what was typed stays while errors show. Basic's price cannot change (it is free). */
export function TierForm({ tier, onDone }: { tier: AdminMembershipTier; onDone: () => void }) {
  const t = useT(adminTiersMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveTier(t("saved"));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const isBasic = tier.id === "basic";

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const messages: Record<Name, string> = {
    name: t("errorName"),
    priceHalalas: t("errorPrice"),
    partnerDiscountPercent: t("errorDiscount"),
    benefits: t("errorBenefits"),
    isPopular: t("errorSummary"),
    forSale: t("errorSummary"),
    sortOrder: t("errorOrder"),
  };

  function showErrors(next: Partial<Record<Name, string>>) {
    setErrors(next);
    const first = fieldOrder.find((name) => next[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${inputName[first] ?? first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: AdminMembershipTierInput = {
      name: String(data.get("name") ?? ""),
      priceHalalas: halalasOf(String(data.get("price") ?? "")),
      partnerDiscountPercent: numberOf(data.get("partnerDiscountPercent")),
      benefits: linesOf(String(data.get("benefits") ?? "")),
      isPopular: data.get("isPopular") === "on",
      forSale: data.get("forSale") === "on",
      sortOrder: numberOf(data.get("sortOrder")),
    };
    const parsed = adminMembershipTierSchema.safeParse(input);
    const next: Partial<Record<Name, string>> = parsed.success
      ? {}
      : errorsFrom(parsed.error.issues, messages);
    if (isBasic && input.priceHalalas !== 0 && !next.priceHalalas) next.priceHalalas = t("errorBasicPrice");
    if (!parsed.success || Object.keys(next).length > 0) {
      showErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: tier.id, input: parsed.data });
      onDone();
    } catch (error) {
      // The toast carries the server's message; the fields it names are marked, nothing typed is lost.
      const fields = errorFields(error).filter((f): f is Name => f in messages);
      if (fields.length > 0) showErrors(Object.fromEntries(fields.map((f) => [f, messages[f]])));
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const benefitsError = errors.benefits;
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="card grid gap-4"
      aria-labelledby={field("heading")}
    >
      <h2 id={field("heading")} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {t("formHeading", { name: tier.name })}
      </h2>
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("name")}
          name="name"
          label={t("fieldName")}
          required
          dir="auto"
          defaultValue={tier.name}
          error={errors.name}
        />
        <TextField
          id={field("price")}
          name="price"
          label={t("fieldPrice")}
          hint={isBasic ? t("fieldPriceBasicHint") : t("fieldPriceHint")}
          required
          inputMode="decimal"
          dir="ltr"
          readOnly={isBasic}
          defaultValue={sarText(tier.priceHalalas)}
          error={errors.priceHalalas}
        />
        <TextField
          id={field("discount")}
          name="partnerDiscountPercent"
          label={t("fieldDiscount")}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          required
          dir="ltr"
          defaultValue={tier.partnerDiscountPercent}
          error={errors.partnerDiscountPercent}
        />
        <TextField
          id={field("order")}
          name="sortOrder"
          label={t("fieldOrder")}
          hint={t("fieldOrderHint")}
          type="number"
          inputMode="numeric"
          min={0}
          dir="ltr"
          defaultValue={tier.sortOrder}
          error={errors.sortOrder}
        />
        <Field
          id={field("benefits")}
          label={t("fieldBenefits")}
          hint={t("fieldBenefitsHint")}
          error={benefitsError}
          className="sm:col-span-2"
        >
          <textarea
            {...controlProps(field("benefits"), { hint: t("fieldBenefitsHint"), error: benefitsError })}
            name="benefits"
            rows={8}
            dir="auto"
            required
            defaultValue={tier.benefits.join("\n")}
            className={inputClass}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name="isPopular" defaultChecked={tier.isPopular} />
        {t("fieldPopular")}
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name="forSale" defaultChecked={tier.forSale} />
        {t("fieldForSale")}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : admin("save")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
