import { Link } from "@tanstack/react-router";
import { CheckCircle2, ExternalLink, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import type { ContactMessageInput } from "../../../worker/contract/contact";
import { contacts, marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { urduLeading } from "../../i18n/bidi";
import { contactMessages } from "../../i18n/messages/contact";
import { useSendContactMessageMutation } from "../../queries/contact";
import { controlProps, Field, FieldError, inputClass } from "../ui/field";
import {
  type FormField,
  fieldErrorKey,
  invalidFields,
  type SendFailure,
  sendFailure,
} from "./contact-errors";
import { fillSlot } from "./fill-slot";

/**
 * The contact form (spec: first name, last name, email, optional phone, subject, message, privacy
 * consent). Inputs are uncontrolled and only cleared after a successful send, so a failure never
 * loses what was typed.
 */
export function ContactForm() {
  const t = useT(contactMessages);
  const { language } = useLanguage();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const send = useSendContactMessageMutation();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const field = (name: string) => `${id}-${name}`;
  const wrong = new Set<FormField>(failure?.fields ?? []);
  const error = (name: FormField) => (wrong.has(name) ? t(fieldErrorKey[name]) : undefined);
  const focusFirst = (fields: FormField[]) => {
    const first = fields[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input: Omit<ContactMessageInput, "privacyConsent"> & { privacyConsent: boolean } = {
      firstName: text("firstName"),
      lastName: text("lastName"),
      email: text("email"),
      phone: text("phone"),
      subject: text("subject"),
      message: text("message"),
      privacyConsent: data.get("privacyConsent") === "on",
      language,
    };
    const fields = invalidFields(input);
    if (fields.length > 0) {
      setFailure({ fields, kind: "fields" });
      focusFirst(fields);
      return;
    }
    setFailure(null);
    // Validated above: the consent box is ticked.
    send.mutate(
      { ...input, privacyConsent: true },
      {
        onSuccess: () => {
          setSentTo(input.firstName.trim());
          form.current?.reset();
        },
        onError: (err) => {
          const next = sendFailure(err);
          setFailure(next);
          focusFirst(next.fields);
        },
      },
    );
  }

  const emailLink = (
    <a href={`mailto:${contacts.email}`} dir="ltr" className="font-semibold underline">
      {contacts.email}
    </a>
  );
  const notice =
    failure?.kind === "fields"
      ? t("errorSummary")
      : failure?.kind === "rate_limited"
        ? t("rateLimited")
        : failure?.kind === "other"
          ? fillSlot(t("sendFailed"), "email", emailLink)
          : null;

  if (sentTo !== null) {
    return (
      <section aria-labelledby={field("sent")} className="card grid justify-items-start gap-4">
        <h2 id={field("sent")} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <CheckCircle2 aria-hidden="true" className="size-6 text-brand-700" />
          {t("sentTitle")}
        </h2>
        <p role="status" className="text-slate-700">
          {t("sentText", { name: sentTo, hours: marketing.support.responseHours })}
        </p>
        <button type="button" className="btn-outline" onClick={() => setSentTo(null)}>
          {t("sendAnother")}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby={field("heading")} className="card">
      <h2 id={field("heading")} className="text-xl font-bold text-slate-900">
        {t("formHeading")}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t("requiredNote")}</p>
      {/* noValidate: our own messages, in the page's language, replace the browser's bubbles. */}
      <form ref={form} noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field id={field("first")} label={t("firstName")} required error={error("firstName")}>
          <input
            {...controlProps(field("first"), { error: error("firstName") })}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Field id={field("last")} label={t("lastName")} required error={error("lastName")}>
          <input
            {...controlProps(field("last"), { error: error("lastName") })}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Field id={field("email")} label={t("email")} required error={error("email")}>
          <input
            {...controlProps(field("email"), { error: error("email") })}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            maxLength={254}
            className={inputClass}
          />
        </Field>
        <Field
          id={field("phone")}
          label={t("phone")}
          optionalText={t("optional")}
          hint={t("phoneHint")}
          error={error("phone")}
        >
          <input
            {...controlProps(field("phone"), { hint: t("phoneHint"), error: error("phone") })}
            name="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={30}
            className={inputClass}
          />
        </Field>
        <Field
          id={field("subject")}
          label={t("subject")}
          required
          error={error("subject")}
          className="sm:col-span-2"
        >
          <input
            {...controlProps(field("subject"), { error: error("subject") })}
            name="subject"
            autoComplete="off"
            required
            maxLength={200}
            className={inputClass}
          />
        </Field>
        <Field
          id={field("message")}
          label={t("message")}
          required
          error={error("message")}
          className="sm:col-span-2"
        >
          <textarea
            {...controlProps(field("message"), { error: error("message") })}
            name="message"
            rows={6}
            autoComplete="off"
            required
            maxLength={5000}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-1 sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              {...controlProps(field("consent"), { error: error("privacyConsent") })}
              name="privacyConsent"
              type="checkbox"
              required
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={field("consent")} className={`text-sm text-slate-700 ${urduLeading}`}>
              {fillSlot(
                t("consent"),
                "link",
                <Link
                  to="/privacy-policy"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline"
                >
                  {t("privacyLink")}
                  <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5 align-[-2px]" />
                  <span className="sr-only">{t("newTab")}</span>
                </Link>,
              )}
              <span aria-hidden="true" className="ms-1 text-red-700">
                *
              </span>
            </label>
          </div>
          <FieldError id={field("consent")} error={error("privacyConsent")} />
        </div>
        <div className="grid gap-4 sm:col-span-2">
          <button
            type="submit"
            className="btn-primary justify-self-start px-6 py-3"
            disabled={send.isPending}
          >
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {send.isPending ? t("sending") : t("send")}
          </button>
          {/* Always in the page, so screen readers announce the notice the moment its text appears. */}
          <p
            role="status"
            className={notice ? "rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900" : ""}
          >
            {notice}
          </p>
        </div>
      </form>
    </section>
  );
}
