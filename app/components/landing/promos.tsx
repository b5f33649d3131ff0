import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarDays, CreditCard } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useLanguage, useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { shellMessages } from "../../i18n/messages/shell";
import { flagshipEventQuery } from "../../queries/public-content";
import { langAttributes } from "../page-frame";
import { goldButton, urduLeading } from "./styles";

/** The membership card and the flagship event, side by side on wide screens. */
export function Promos() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 lg:grid-cols-2">
      <MembershipPromo />
      <FlagshipPromo />
    </div>
  );
}

function MembershipPromo() {
  const t = useT(landingMessages);
  const shell = useT(shellMessages);
  const { partnerLocations, partnerDiscountExamples } = marketing;
  // "Get your card" ends on the card: through sign-up and onboarding (each carries `next` on), or
  // through sign-in; /signup sends a member who is already signed in straight there.
  const next = { next: "/membership-card" };
  return (
    <section aria-labelledby="landing-card" className="card flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 id="landing-card" className={`text-2xl font-bold ${urduLeading}`}>
          {t("cardTitle")}
        </h2>
        <p className="mt-2 text-slate-600">
          {t("cardText", { count: partnerLocations, max: partnerDiscountExamples.at(-1) ?? "" })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" search={next} className="btn-primary">
            {t("cardGet")}
          </Link>
          <Link to="/login" search={next} className="btn-outline">
            {t("cardSignIn")}
          </Link>
        </div>
      </div>
      {/* A drawing of the card, not a real one: hidden from screen readers. */}
      <div
        aria-hidden="true"
        className="aspect-[1.6] w-56 shrink-0 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-4 text-white shadow-lg"
      >
        <div className="flex items-center justify-between font-bold">
          {shell("communityName")}
          <CreditCard className="text-gold-500" />
        </div>
        <div className="mt-5 h-6 w-9 rounded bg-gold-500" />
        <div className="mt-4 h-2 w-2/3 rounded bg-white/50" />
        <div className="mt-2 h-2 w-1/3 rounded bg-white/30" />
      </div>
    </section>
  );
}

/** The flagship from the database, from the query the upcoming-events section already makes. */
function FlagshipPromo() {
  const t = useT(landingMessages);
  const { language } = useLanguage();
  const event = useQuery(flagshipEventQuery).data;
  if (!event) return null;
  const when = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Asia/Riyadh" }).format(
    new Date(event.startsAt),
  );
  return (
    <section aria-labelledby="landing-flagship" className="rounded-xl bg-brand-900 p-6 text-white shadow-sm">
      <p className="inline-block rounded-full bg-gold-500 px-3 py-1 text-sm font-semibold text-brand-900">
        {t("flagship")}
      </p>
      <h2
        id="landing-flagship"
        {...langAttributes(event.shownIn.name, language)}
        className="mt-3 text-2xl font-bold"
      >
        {event.name}
      </h2>
      <p className="mt-3 flex items-center gap-2 text-brand-100">
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-gold-500" />
        {when} · {event.venue}
      </p>
      <p
        {...langAttributes(event.shownIn.description, language)}
        className="mt-2 line-clamp-3 text-brand-100"
      >
        {event.description}
      </p>
      <Link to="/events/$slug" params={{ slug: event.slug }} className={`mt-6 ${goldButton}`}>
        {t("elevateCta")}
      </Link>
    </section>
  );
}
