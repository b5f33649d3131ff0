import { Link } from "@tanstack/react-router";
import { Headset, Mail, MessageSquare } from "lucide-react";
import { contacts, marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { helpCenterMessages } from "../../i18n/messages/help-center";

export function HelpContact() {
  const t = useT(helpCenterMessages);
  return (
    <section
      aria-labelledby="help-contact"
      className="flex flex-col gap-5 rounded-xl bg-brand-800 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-4">
        <Headset aria-hidden="true" className="size-10 shrink-0 text-gold-500" />
        <div className="grid gap-1">
          <h2 id="help-contact" className="text-xl font-bold">
            {t("contactHeading")}
          </h2>
          <p className="text-brand-50">{t("contactText", { hours: marketing.support.responseHours })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact" className="btn-outline border-white bg-white text-brand-800 hover:bg-brand-50">
          <MessageSquare aria-hidden="true" className="size-4" />
          {t("contactCta")}
        </Link>
        <a
          href={`mailto:${contacts.email}`}
          className="btn-outline border-white text-white hover:bg-brand-900"
        >
          <Mail aria-hidden="true" className="size-4" />
          {t("emailCta", { email: isolate(contacts.email) })}
        </a>
      </div>
    </section>
  );
}
