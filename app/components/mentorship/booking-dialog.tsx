import { type FormEvent, useEffect, useRef, useState } from "react";
import type { MentorSummary } from "../../../worker/contract/mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { ApiError } from "../../lib/api";
import { refusedFieldsOf } from "../../lib/use-field-errors";
import { useBookSessionMutation } from "../../queries/mentorship";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import {
  type BookingErrors,
  type BookingField,
  type BookingValues,
  bookingErrorsFor,
  bookingFields,
  emptyBooking,
  firstInvalid,
  validateBooking,
} from "./booking-fields";

const fieldId = (field: BookingField) => `booking-${field}`;

/** Today in the member's own calendar, for the date picker's lower bound. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * 'Book session' as a real modal (<dialog> with showModal: the page behind is inert, Escape closes).
 * Focus starts in the topic field and returns to the button that opened it. Nothing typed is lost
 * on an error; a success closes it with a toast.
 */
export function BookingDialog({ mentor, onClose }: { mentor: MentorSummary | null; onClose: () => void }) {
  const t = useT(mentorshipMessages);
  const iso = useIsolate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const book = useBookSessionMutation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (mentor && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      formRef.current?.querySelector<HTMLElement>(`#${fieldId("topic")}`)?.focus();
    } else if (!mentor && dialog.open) {
      dialog.close();
    }
  }, [mentor]);

  const close = () => {
    setErrors({});
    setFormError(null);
    onClose();
    opener.current?.focus();
  };

  function showErrors(next: BookingErrors) {
    setErrors(next);
    const first = firstInvalid(next);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mentor || book.isPending) return;
    setFormError(null);
    const { data, errors: found } = validateBooking(mentor.slug, values);
    if (!data) return showErrors(found);
    setErrors({});
    book.mutate(data, {
      onSuccess: () => {
        toast({
          title: t("requestSentTitle"),
          description: t("requestSentText", { name: iso(mentor.name) }),
        });
        setValues(emptyBooking);
        close();
      },
      onError: (error) => {
        const fields = refusedFieldsOf(error, bookingFields);
        if (fields.length > 0) return showErrors(bookingErrorsFor(fields, values));
        const status = error instanceof ApiError ? error.status : 0;
        setFormError(
          status === 409
            ? t("duplicateRequest", { name: iso(mentor.name) })
            : status === 404
              ? t("mentorUnavailable")
              : t("bookingFailed"),
        );
      },
    });
  }

  const set = (field: BookingField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: BookingField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const hints: Record<BookingField, string> = {
    topic: t("topicHint"),
    message: t("messageHint"),
    preferredDate: t("dateHint"),
  };
  const control = (field: BookingField) => ({
    ...controlProps(fieldId(field), { hint: hints[field], error: errorOf(field) }),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    className: inputClass,
  });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="booking-title"
      aria-describedby="booking-lead"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 shadow-xl backdrop:bg-black/50"
    >
      {mentor ? (
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <h2 id="booking-title" className="text-xl font-bold text-slate-900">
            {t("bookingTitle", { name: iso(mentor.name) })}
          </h2>
          <p id="booking-lead" className="text-sm text-slate-700">
            {t("bookingLead", { name: iso(mentor.name) })}
          </p>
          {formError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {formError}
            </p>
          ) : null}
          <Field
            id={fieldId("topic")}
            label={t("topicLabel")}
            required
            hint={hints.topic}
            error={errorOf("topic")}
          >
            <input {...control("topic")} type="text" required maxLength={200} dir="auto" autoComplete="off" />
          </Field>
          <Field
            id={fieldId("message")}
            label={t("messageLabel")}
            required
            hint={hints.message}
            error={errorOf("message")}
          >
            <textarea {...control("message")} required rows={5} dir="auto" />
          </Field>
          <Field
            id={fieldId("preferredDate")}
            label={t("dateLabel")}
            optionalText={t("optional")}
            hint={hints.preferredDate}
            error={errorOf("preferredDate")}
          >
            <input {...control("preferredDate")} type="date" min={localToday()} dir="ltr" />
          </Field>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={book.isPending}>
              {book.isPending ? t("sending") : t("sendRequest")}
            </button>
            <button type="button" className="btn-ghost" onClick={close}>
              {t("cancel")}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
