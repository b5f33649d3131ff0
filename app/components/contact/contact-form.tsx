import { Link } from "@tanstack/react-router";
import { ExternalLink, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { contacts } from "../../config/marketing";
import { useT } from "../../i18n";
import { contactMessages } from "../../i18n/messages/contact";
import { urduLeading } from "../legal/bidi";
import { controlProps, Field, inputClass } from "../ui/field";
import { fillSlot } from "./fill-slot";

/**
 * The form is display only until messages can be delivered (a later issue). Inputs are uncontrolled
 * and never reset, so a visitor can copy what they wrote into an email instead of losing it.
 */
export function ContactForm() {
  const t = useT(contactMessages);
  const id = useId();
  const [showNotice, setShowNotice] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowNotice(true);
  }

  const field = (name: string) => `${id}-${name}`;
  const emailLink = (
    <a href={`mailto:${contacts.email}`} dir="ltr" className="font-semibold underline">
      {contacts.email}
    </a>
  );

  return (
    <section aria-labelledby={field("heading")} className="card">
      <h2 id={field("heading")} className="text-xl font-bold text-slate-900">
        {t("formHeading")}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t("requiredNote")}</p>
      <form onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field id={field("first")} label={t("firstName")} required>
          <input
            id={field("first")}
            name="firstName"
            autoComplete="given-name"
            required
            className={inputClass}
          />
        </Field>
        <Field id={field("last")} label={t("lastName")} required>
          <input
            id={field("last")}
            name="lastName"
            autoComplete="family-name"
            required
            className={inputClass}
          />
        </Field>
        <Field id={field("email")} label={t("email")} required>
          <input
            id={field("email")}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            className={inputClass}
          />
        </Field>
        <Field id={field("phone")} label={t("phone")} optionalText={t("optional")} hint={t("phoneHint")}>
          <input
            {...controlProps(field("phone"), { hint: t("phoneHint") })}
            name="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            className={inputClass}
          />
        </Field>
        <Field id={field("subject")} label={t("subject")} required className="sm:col-span-2">
          <input id={field("subject")} name="subject" autoComplete="off" required className={inputClass} />
        </Field>
        <Field id={field("message")} label={t("message")} required className="sm:col-span-2">
          <textarea
            id={field("message")}
            name="message"
            rows={6}
            autoComplete="off"
            required
            className={inputClass}
          />
        </Field>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={field("consent")}
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
        <div className="grid gap-4 sm:col-span-2">
          <button type="submit" className="btn-primary justify-self-start px-6 py-3">
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("send")}
          </button>
          {/* Always in the page, so screen readers announce the notice the moment its text appears. */}
          <p
            role="status"
            className={
              showNotice ? "rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" : ""
            }
          >
            {showNotice ? fillSlot(t("notSent"), "email", emailLink) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
