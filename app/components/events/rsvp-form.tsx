import { type FormEvent, useEffect, useRef, useState } from "react";
import type { EventSummary } from "../../../worker/contract/events";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import { ApiError } from "../../lib/api";
import { isNetworkError, isOffline, queueWrite } from "../../lib/offline-queue/queue-write";
import { VISITOR } from "../../lib/offline-queue/types";
import { fieldErrorsOf } from "../../lib/use-field-errors";
import { useAuth } from "../../queries/auth";
import { useRsvpMutation } from "../../queries/rsvp";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import {
  emptyRsvp,
  firstInvalid,
  type RsvpErrors,
  type RsvpField,
  type RsvpValues,
  rsvpFields,
} from "./rsvp-fields";

/**
 * The check (zod and the phone library) loads when the form is first touched, not with the page: the
 * reader types for a while, so it is there by the time they send. A failed load (offline on a first
 * visit, before the service worker has the app) is answered like a failed send, and nothing typed is lost.
 */
const loadCheck = () => import("./rsvp-check");

type InputSpec = {
  field: Exclude<RsvpField, "expectations">;
  label: "fullName" | "email" | "phone" | "linkedin" | "profession" | "company";
  type: string;
  autoComplete: string;
  required: boolean;
  dir?: "ltr" | "auto";
};

const inputs: InputSpec[] = [
  { field: "name", label: "fullName", type: "text", autoComplete: "name", required: true, dir: "auto" },
  { field: "email", label: "email", type: "email", autoComplete: "email", required: true, dir: "ltr" },
  { field: "phone", label: "phone", type: "tel", autoComplete: "tel", required: true, dir: "ltr" },
  { field: "linkedin", label: "linkedin", type: "url", autoComplete: "url", required: false, dir: "ltr" },
  {
    field: "profession",
    label: "profession",
    type: "text",
    autoComplete: "organization-title",
    required: true,
    dir: "auto",
  },
  {
    field: "company",
    label: "company",
    type: "text",
    autoComplete: "organization",
    required: true,
    dir: "auto",
  },
];

const fieldId = (field: RsvpField) => `rsvp-${field}`;

export function RsvpForm({ event, onDone }: { event: EventSummary; onDone: (result: RsvpResult) => void }) {
  const t = useT(eventRsvpMessages);
  const queue = useT(offlineQueueMessages);
  const { user } = useAuth();
  const rsvp = useRsvpMutation();
  const [values, setValues] = useState<RsvpValues>(emptyRsvp);
  const [errors, setErrors] = useState<RsvpErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Set while the check loads, so a second tap on "Register" does not send twice.
  const checking = useRef(false);

  // A signed-in member starts with what their profile knows (never over what they typed).
  useEffect(() => {
    if (!user) return;
    const known: Partial<RsvpValues> = {
      name: [user.firstName, user.lastName].filter(Boolean).join(" "),
      email: user.email,
      phone: user.phoneNumber ?? "",
      profession: user.title ?? "",
      company: user.company ?? "",
    };
    setValues((current) => {
      const next = { ...current };
      for (const field of rsvpFields) next[field] = current[field] || known[field] || "";
      return next;
    });
  }, [user]);

  function showErrors(next: RsvpErrors) {
    setErrors(next);
    const first = firstInvalid(next);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  }

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (rsvp.isPending || checking.current) return;
    checking.current = true;
    const check = await loadCheck().catch(() => null);
    checking.current = false;
    if (!check) {
      toast({ title: t("failedTitle"), description: t("failedText"), variant: "destructive" });
      return;
    }
    // The event itself (its slug), not the city: a city may hold several events.
    const { data, errors: found } = check.validateRsvp(values, event.slug);
    if (!data) return showErrors(found);
    setErrors({});
    // One key per RSVP: a send that fails for network reasons is queued under the same key.
    const key = crypto.randomUUID();
    const saveOffline = () =>
      void queueWrite("rsvp", user?.id ?? VISITOR, data, key, event.name).then(() =>
        toast({ title: queue("rsvpQueuedTitle"), description: queue("rsvpQueuedBody") }),
      );
    if (isOffline()) return saveOffline();
    rsvp.mutate(
      { ...data, idempotencyKey: key },
      {
        onSuccess: (result) => {
          const waitlisted = result.rsvp?.status === "waitlisted";
          // Someone else's registration: the confirmation says it was emailed again, no toast.
          if (result.rsvp)
            toast({
              title: t(waitlisted ? "waitlistTitle" : "successTitle"),
              description: t(waitlisted ? "waitlistText" : "successText"),
            });
          onDone(result);
        },
        onError: (error) => {
          if (isNetworkError(error)) return saveOffline();
          const closed = error instanceof ApiError && error.status === 409;
          // A 429: this address was mailed enough for the hour (worker/domain/visitor-mail/limit.ts).
          const limited = error instanceof ApiError && error.status === 429;
          const fields = fieldErrorsOf(error, rsvpFields);
          if (Object.keys(fields).length > 0) showErrors(check.errorsFromServer(fields));
          toast({
            title: t(closed ? "registrationClosed" : "failedTitle"),
            description: t(closed ? "registrationClosedText" : limited ? "rateLimitedText" : "failedText"),
            variant: "destructive",
          });
        },
      },
    );
  }

  const set = (field: RsvpField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: RsvpField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const expectationsId = fieldId("expectations");

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(formEvent) => void submit(formEvent)}
      onFocus={() => void loadCheck().catch(() => {})}
      aria-labelledby="rsvp-title"
      className="card grid content-start gap-4"
    >
      <div className="grid gap-1">
        <h2 id="rsvp-title" className="text-xl font-bold text-slate-900">
          {t("formTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("formLead")}</p>
      </div>
      {inputs.map((spec) => {
        const id = fieldId(spec.field);
        const error = errorOf(spec.field);
        return (
          <Field
            key={spec.field}
            id={id}
            label={t(spec.label)}
            required={spec.required}
            optionalText={spec.required ? undefined : t("optional")}
            error={error}
          >
            <input
              {...controlProps(id, { error })}
              name={spec.field}
              type={spec.type}
              autoComplete={spec.autoComplete}
              required={spec.required}
              dir={spec.dir}
              value={values[spec.field]}
              onChange={(e) => set(spec.field)(e.target.value)}
              className={inputClass}
            />
          </Field>
        );
      })}
      <Field
        id={expectationsId}
        label={t("expectations")}
        optionalText={t("optional")}
        hint={t("expectationsHint")}
        error={errorOf("expectations")}
      >
        <textarea
          {...controlProps(expectationsId, { hint: t("expectationsHint"), error: errorOf("expectations") })}
          name="expectations"
          rows={4}
          autoComplete="off"
          dir="auto"
          value={values.expectations}
          onChange={(e) => set("expectations")(e.target.value)}
          className={inputClass}
        />
      </Field>
      <button type="submit" disabled={rsvp.isPending} className="btn-primary w-full sm:w-fit">
        {rsvp.isPending ? t("registering") : t("register")}
      </button>
    </form>
  );
}
