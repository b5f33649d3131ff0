import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type AdminPartner,
  type AdminPartnerInput,
  adminPartnerSchema,
} from "../../../worker/contract/partners";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminPartnersMessages } from "../../i18n/messages/admin-partners";
import { errorsFrom, numberOf } from "../admin/form-values";
import { ErrorSummary } from "../ui/error-summary";
import { TextField } from "../ui/field";
import { useSavePartner } from "./queries";

type Name = keyof AdminPartnerInput;

/** Creates (partner = null) or edits a partner discount; typed values stay while errors show. */
export function PartnerForm({ partner, onDone }: { partner: AdminPartner | null; onDone: () => void }) {
  const t = useT(adminPartnersMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSavePartner(partner ? admin("saved") : t("created"));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: AdminPartnerInput = {
      name: String(form.get("name") ?? ""),
      discountPercent: numberOf(form.get("discountPercent")),
      category: String(form.get("category") ?? ""),
      isActive: form.get("isActive") === "on",
      sortOrder: numberOf(form.get("sortOrder")),
    };
    const parsed = adminPartnerSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        errorsFrom(parsed.error.issues, {
          name: t("errorName"),
          discountPercent: t("errorDiscount"),
          category: t("errorCategory"),
          isActive: t("errorSummary"),
          sortOrder: t("errorOrder"),
        }),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: partner?.id ?? null, input: parsed.data });
      onDone();
    } catch {
      // The toast carries the server's message; the form keeps what was typed.
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={field("heading")}>
      <h3 id={field("heading")} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {partner ? t("formPartnerEdit", { name: partner.name }) : t("formPartnerCreate")}
      </h3>
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("name")}
          name="name"
          label={t("fieldName")}
          required
          dir="auto"
          defaultValue={partner?.name}
          error={errors.name}
        />
        <TextField
          id={field("category")}
          name="category"
          label={t("fieldCategory")}
          required
          dir="auto"
          defaultValue={partner?.category}
          error={errors.category}
        />
        <TextField
          id={field("discount")}
          name="discountPercent"
          label={t("fieldDiscount")}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          required
          dir="ltr"
          defaultValue={partner?.discountPercent}
          error={errors.discountPercent}
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
          defaultValue={partner?.sortOrder ?? 0}
          error={errors.sortOrder}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name="isActive" defaultChecked={partner?.isActive ?? true} />
        {t("fieldActive")}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {admin("save")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
