import { type FormEvent, useId, useState } from "react";
import { businessSubmissionSchema } from "../../../worker/contract/businesses";
import { useT } from "../../i18n";
import { businessSubmitMessages } from "../../i18n/messages/business-submit";
import { ApiError } from "../../lib/api";
import { errorFields } from "../../lib/api-errors";
import { useSubmitBusinessMutation } from "../../queries/businesses";
import { ErrorSummary } from "../ui/error-summary";
import { toast } from "../ui/toast-store";
import {
  type BusinessFieldErrors,
  BusinessFields,
  type BusinessFormState,
  emptyBusinessForm,
  toBusinessInput,
  useBusinessFieldErrors,
} from "./business-fields";

/**
 * A member's listing, checked in the browser with the server's own schema. On any refusal the
 * typed values stay; on success the form empties and the listing appears under "Your listings".
 */
export function BusinessSubmitForm({ onNeedsUpgrade }: { onNeedsUpgrade: () => void }) {
  const t = useT(businessSubmitMessages);
  const id = useId();
  const submitBusiness = useSubmitBusinessMutation();
  const [form, setForm] = useState<BusinessFormState>(emptyBusinessForm);
  const [errors, setErrors] = useState<BusinessFieldErrors>({});
  const errorsFor = useBusinessFieldErrors(id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = toBusinessInput(form);
    const parsed = businessSubmissionSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsFor(parsed.error.issues.map((issue) => issue.path[0] ?? "")));
      return;
    }
    setErrors({});
    try {
      await submitBusiness.mutateAsync(input);
      setForm(emptyBusinessForm);
      toast({ title: t("submittedTitle"), description: t("submittedText") });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return onNeedsUpgrade();
      if (error instanceof ApiError && error.status === 422) return setErrors(errorsFor(errorFields(error)));
      toast({ title: t("submitFailed"), variant: "destructive" });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} text={t("errorSummary")} />
      <BusinessFields
        idPrefix={id}
        form={form}
        errors={errors}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        contactEmailRequired
      />
      <button type="submit" className="btn-primary justify-self-start" disabled={submitBusiness.isPending}>
        {submitBusiness.isPending ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
