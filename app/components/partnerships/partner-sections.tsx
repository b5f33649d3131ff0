import { Link } from "@tanstack/react-router";
import {
  CalendarDays,
  ExternalLink,
  GraduationCap,
  type LucideIcon,
  Mail,
  Plane,
  Shirt,
  ShoppingBasket,
  Stethoscope,
  UtensilsCrossed,
} from "lucide-react";
import { contacts, externalLinks, marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { partnershipsMessages } from "../../i18n/messages/partnerships";
import { shellMessages } from "../../i18n/messages/shell";

type Key = keyof typeof partnershipsMessages.en;
const [low, mid, high] = marketing.partnerDiscountExamples;

const loyaltyPartners: readonly { name: Key; Icon: LucideIcon; discount: string }[] = [
  { name: "partnerRestaurants", Icon: UtensilsCrossed, discount: mid },
  { name: "partnerClinics", Icon: Stethoscope, discount: low },
  { name: "partnerTravel", Icon: Plane, discount: low },
  { name: "partnerGrocery", Icon: ShoppingBasket, discount: low },
  { name: "partnerFashion", Icon: Shirt, discount: high },
  { name: "partnerEducation", Icon: GraduationCap, discount: mid },
];

export function LoyaltyPartners() {
  const t = useT(partnershipsMessages);
  return (
    <section aria-labelledby="loyalty-partners" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="loyalty-partners" className="text-2xl font-bold text-slate-900">
          {t("partnersHeading")}
        </h2>
        <p className="text-slate-600">{t("partnersLead", { count: marketing.partnerLocations })}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loyaltyPartners.map(({ name, Icon, discount }) => (
          <li key={name} className="card flex items-center gap-4 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid">
              <h3 className="font-semibold text-slate-900">{t(name)}</h3>
              <p className="text-sm font-medium text-brand-700">{t("discountUpTo", { discount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EventSponsor() {
  const t = useT(partnershipsMessages);
  const shell = useT(shellMessages);
  const { language } = useLanguage();
  const { flagship } = marketing;
  // Noon in Riyadh keeps the calendar day the same in every visitor's time zone.
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Asia/Riyadh" }).format(
    new Date(`${flagship.date}T12:00:00+03:00`),
  );
  return (
    <section
      aria-labelledby="event-sponsor"
      className="grid gap-4 rounded-2xl bg-brand-900 p-8 text-white md:grid-cols-[1fr_auto] md:items-center"
    >
      <div className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-gold-500">
          <CalendarDays aria-hidden="true" className="size-4" />
          {date}
        </p>
        <h2 id="event-sponsor" className="text-2xl font-bold">
          {t("eventSponsorHeading", { event: flagship.name })}
        </h2>
        <p className="max-w-2xl text-brand-50">
          {t("eventSponsorText", { attendees: flagship.expectedAttendees })}
        </p>
      </div>
      <a
        href={externalLinks.elevate}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t("eventSponsorLink")}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{shell("opensInNewTab")}</span>
      </a>
    </section>
  );
}

export function PartnershipContact() {
  const t = useT(partnershipsMessages);
  return (
    <section aria-labelledby="partnership-contact" className="card grid gap-4 text-center">
      <h2 id="partnership-contact" className="text-2xl font-bold text-slate-900">
        {t("contactHeading")}
      </h2>
      <p className="text-slate-600">{t("contactText")}</p>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
        <Link to="/contact" className="btn-primary">
          {t("contactForm")}
        </Link>
        <p className="text-sm text-slate-700">
          {t("emailUs")}{" "}
          <a
            href={`mailto:${contacts.partnershipsEmail}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {contacts.partnershipsEmail}
          </a>
        </p>
      </div>
    </section>
  );
}
