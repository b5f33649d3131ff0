import { Link } from "@tanstack/react-router";
import { Clock, Handshake, LifeBuoy, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { contacts, marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { contactMessages } from "../../i18n/messages/contact";

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // The icon sits inside the <dt>: a <dl> group may hold only its terms and descriptions.
    <div className="grid">
      <dt className="flex items-center gap-3 text-sm font-semibold text-slate-600">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="-mt-2 ps-12 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

export function ContactDetails() {
  const t = useT(contactMessages);
  const linkClass = "text-brand-700 hover:underline";
  return (
    <div className="grid content-start gap-6">
      <section aria-labelledby="contact-details-heading" className="card">
        <h2 id="contact-details-heading" className="mb-5 text-xl font-bold text-slate-900">
          {t("detailsHeading")}
        </h2>
        <dl className="grid gap-5">
          <DetailRow icon={<Mail aria-hidden="true" className="size-5" />} label={t("emailLabel")}>
            <a href={`mailto:${contacts.email}`} dir="ltr" className={linkClass}>
              {contacts.email}
            </a>
          </DetailRow>
          <DetailRow icon={<Phone aria-hidden="true" className="size-5" />} label={t("phoneLabel")}>
            <a href={`tel:${contacts.phone.replace(/\s/g, "")}`} dir="ltr" className={linkClass}>
              {contacts.phone}
            </a>
          </DetailRow>
          <DetailRow icon={<MapPin aria-hidden="true" className="size-5" />} label={t("addressLabel")}>
            <span lang="en">{contacts.address}</span>
          </DetailRow>
          <DetailRow
            icon={<Handshake aria-hidden="true" className="size-5" />}
            label={t("partnershipsLabel")}
          >
            <a href={`mailto:${contacts.partnershipsEmail}`} dir="ltr" className={linkClass}>
              {contacts.partnershipsEmail}
            </a>
          </DetailRow>
        </dl>
      </section>
      <section aria-labelledby="contact-hours-heading" className="card">
        <h2
          id="contact-hours-heading"
          className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900"
        >
          <Clock aria-hidden="true" className="size-5 text-brand-700" />
          {t("hoursHeading")}
        </h2>
        <p className="text-slate-900">{t("hours")}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t("responseTime", { hours: marketing.support.responseHours })}
        </p>
      </section>
      <section aria-labelledby="contact-help-heading" className="card bg-brand-50">
        <h2
          id="contact-help-heading"
          className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900"
        >
          <LifeBuoy aria-hidden="true" className="size-5 text-brand-700" />
          {t("helpPrompt")}
        </h2>
        <Link to="/help-center" className="btn-outline bg-white">
          {t("helpLink")}
        </Link>
      </section>
    </div>
  );
}
