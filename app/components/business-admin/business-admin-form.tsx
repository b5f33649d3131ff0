import { type FormEvent, useId, useState } from "react";
import {
  type AdminBusiness,
  type AdminBusinessInput,
  adminBusinessSchema,
} from "../../../worker/contract/businesses";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { businessAdminMessages } from "../../i18n/messages/business-admin";
import { businessSubmitMessages } from "../../i18n/messages/business-submit";
import { expectOk } from "../../lib/api-client";
import { serverFieldErrors, useAdminMutation } from "../admin/kit";
import {
  type BusinessFieldErrors,
  BusinessFields,
  type BusinessFormState,
  emptyBusinessForm,
  toBusinessInput,
  useBusinessFieldErrors,
} from "../business/business-fields";
import { ErrorSummary } from "../ui/error-summary";
import { adminBusiness, adminBusinesses, businessesInvalidate, businessParam } from "./businesses-api";

const formOf = (business: AdminBusiness | null): BusinessFormState =>
  business
    ? {
        name: business.name,
        industry: business.industry,
        description: business.description,
        location: business.location,
        website: business.website ?? "",
        contactEmail: business.contactEmail ?? "",
        phone: business.phone ?? "",
        halalCertified: business.halalCertified,
        employees: business.employees ?? "",
        founded: business.founded ? String(business.founded) : "",
      }
    : emptyBusinessForm;

/** Creates a listing (business = null, approved at once) or edits one; badges are set here too. */
export function BusinessAdminForm({
  business,
  onDone,
}: {
  business: AdminBusiness | null;
  onDone: () => void;
}) {
  const t = useT(businessAdminMessages);
  const admin = useT(adminMessages);
  const submitTexts = useT(businessSubmitMessages);
  const id = useId();
  const save = useAdminMutation({
    mutationFn: (input: AdminBusinessInput) =>
      expectOk(
        business
          ? adminBusiness.$put({ ...businessParam(business.id), json: input })
          : adminBusinesses.$post({ json: input }),
      ),
    invalidate: businessesInvalidate,
  });
  const [form, setForm] = useState(() => formOf(business));
  const [isVerified, setVerified] = useState(business?.isVerified ?? false);
  const [featured, setFeatured] = useState(business?.featured ?? false);
  const [errors, setErrors] = useState<BusinessFieldErrors>({});
  const errorsFor = useBusinessFieldErrors(id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...toBusinessInput(form), isVerified, featured };
    const parsed = adminBusinessSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsFor(parsed.error.issues.map((issue) => issue.path[0] ?? "")));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      // The toast already says what went wrong; mark the fields the server refused.
      setErrors(errorsFor(Object.keys(serverFieldErrors(error))));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="card grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {business ? t("formEditTitle", { name: business.name }) : t("formCreateTitle")}
      </h2>
      <ErrorSummary errors={errors} text={submitTexts("errorSummary")} />
      <BusinessFields
        idPrefix={id}
        form={form}
        errors={errors}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        contactEmailRequired={false}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={isVerified}
            onChange={(event) => setVerified(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t("fieldVerified")}
        </label>
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={featured}
            onChange={(event) => setFeatured(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t("fieldFeatured")}
        </label>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : admin("save")}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
