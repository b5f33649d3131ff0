import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type AdminSponsorshipPackage,
  type AdminSponsorshipPackageInput,
  adminSponsorshipPackageSchema,
} from "../../../worker/contract/partners";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminPartnersMessages } from "../../i18n/messages/admin-partners";
import { errorsFrom, linesOf, numberOf } from "../admin/form-values";
import { ErrorSummary } from "../ui/error-summary";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { useSavePackage } from "./queries";

type Name = keyof AdminSponsorshipPackageInput;

/** SAR as typed ("50000" or "49.50") to halalas; more than two decimals is not a price (NaN). */
function halalasOf(value: FormDataEntryValue | null): number {
  const halalas = numberOf(value) * 100;
  return Math.abs(halalas - Math.round(halalas)) < 1e-6 ? Math.round(halalas) : Number.NaN;
}

/** Creates (pkg = null) or edits a sponsorship package of /partnerships. */
export function PackageForm({ pkg, onDone }: { pkg: AdminSponsorshipPackage | null; onDone: () => void }) {
  const t = useT(adminPartnersMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSavePackage(pkg ? admin("saved") : t("created"));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: AdminSponsorshipPackageInput = {
      title: String(form.get("title") ?? ""),
      duration: String(form.get("duration") ?? ""),
      priceHalalas: halalasOf(form.get("price")),
      badge: String(form.get("badge") ?? ""),
      benefits: linesOf(String(form.get("benefits") ?? "")),
      includes: linesOf(String(form.get("includes") ?? "")),
      isActive: form.get("isActive") === "on",
      sortOrder: numberOf(form.get("sortOrder")),
    };
    const parsed = adminSponsorshipPackageSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        errorsFrom(parsed.error.issues, {
          title: t("errorTitle"),
          duration: t("errorDuration"),
          priceHalalas: t("errorPrice"),
          badge: t("errorBadge"),
          benefits: t("errorLines"),
          includes: t("errorLines"),
          isActive: t("errorSummary"),
          sortOrder: t("errorOrder"),
        }),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: pkg?.id ?? null, input: parsed.data });
      onDone();
    } catch {
      // The toast carries the server's message; the form keeps what was typed.
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const lines = (name: "benefits" | "includes", label: string, value: string[] | undefined) => (
    <Field id={field(name)} label={label} hint={t("linesHint")} error={errors[name]}>
      <textarea
        {...controlProps(field(name), { hint: t("linesHint"), error: errors[name] })}
        name={name}
        rows={4}
        dir="auto"
        defaultValue={value?.join("\n")}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={field("heading")}>
      <h3 id={field("heading")} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {pkg ? t("formPackageEdit", { name: pkg.title }) : t("formPackageCreate")}
      </h3>
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("title")}
          name="title"
          label={t("fieldTitle")}
          required
          dir="auto"
          defaultValue={pkg?.title}
          error={errors.title}
        />
        <TextField
          id={field("duration")}
          name="duration"
          label={t("fieldDuration")}
          required
          dir="auto"
          defaultValue={pkg?.duration}
          error={errors.duration}
        />
        <TextField
          id={field("price")}
          name="price"
          label={t("fieldPrice")}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          dir="ltr"
          defaultValue={pkg ? pkg.priceHalalas / 100 : undefined}
          error={errors.priceHalalas}
        />
        <TextField
          id={field("badge")}
          name="badge"
          label={`${t("fieldBadge")} ${t("optional")}`}
          dir="auto"
          defaultValue={pkg?.badge ?? ""}
          error={errors.badge}
        />
        {lines("benefits", t("fieldBenefits"), pkg?.benefits)}
        {lines("includes", t("fieldIncludes"), pkg?.includes)}
        <TextField
          id={field("order")}
          name="sortOrder"
          label={t("fieldOrder")}
          hint={t("fieldOrderHint")}
          type="number"
          inputMode="numeric"
          min={0}
          dir="ltr"
          defaultValue={pkg?.sortOrder ?? 0}
          error={errors.sortOrder}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name="isActive" defaultChecked={pkg?.isActive ?? true} />
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
