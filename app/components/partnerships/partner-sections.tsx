import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  CalendarDays,
  GraduationCap,
  type LucideIcon,
  Mail,
  Plane,
  Shirt,
  ShoppingBasket,
  Stethoscope,
  UtensilsCrossed,
} from "lucide-react";
import { contacts, marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { partnershipsMessages } from "../../i18n/messages/partnerships";
import { flagshipEventQuery } from "../../queries/public-content";
import { useShownIn } from "../page-frame";

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

/**
 * The sponsors' pitch for the event the site promotes: the flagship from the database (the landing
 * promo's choice, flagshipEventQuery), or an invitation to sponsor the next one when none is planned.
 */
export function EventSponsor() {
  const t = useT(partnershipsMessages);
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const query = useQuery(flagshipEventQuery);
  if (query.isPending) return null;
  const event = query.data;
  const frame = "grid gap-4 rounded-2xl bg-brand-900 p-8 text-white md:grid-cols-[1fr_auto] md:items-center";
  const button =
    "inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
  if (!event)
    return (
      <section aria-labelledby="event-sponsor" className={frame}>
        <div className="grid gap-3">
          <h2 id="event-sponsor" className="text-2xl font-bold">
            {t("eventSponsorNoneHeading")}
          </h2>
          <p className="max-w-2xl text-brand-50">{t("eventSponsorNoneText")}</p>
        </div>
        <Link to="/contact" className={button}>
          {t("eventSponsorNoneLink")}
        </Link>
      </section>
    );
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Asia/Riyadh" }).format(
    new Date(event.startsAt),
  );
  // The event's name is an element of its own inside the heading (an English fallback carries lang/dir).
  const [beforeName, afterName = ""] = t("eventSponsorHeading").split("{event}");
  return (
    <section aria-labelledby="event-sponsor" className={frame}>
      <div className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-gold-500">
          <CalendarDays aria-hidden="true" className="size-4" />
          {date}
        </p>
        <h2 id="event-sponsor" className="text-2xl font-bold">
          {beforeName}
          <bdi {...shownIn(event.shownIn.name)}>{event.name}</bdi>
          {afterName}
        </h2>
        <p className="max-w-2xl text-brand-50">
          {t("eventSponsorText", { capacity: event.capacity.toLocaleString(language), venue: event.venue })}
        </p>
      </div>
      <Link to="/events/$slug" params={{ slug: event.slug }} className={button}>
        {t("eventSponsorLink")}
      </Link>
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
