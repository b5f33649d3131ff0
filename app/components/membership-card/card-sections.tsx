import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { type MembershipCardTexts, membershipCardMessages } from "../../i18n/messages/membership-card";
import { partnerDiscountsQuery } from "../../queries/membership-card";
import { useShownIn } from "../page-frame";

type Key = keyof MembershipCardTexts;

export function CardStats() {
  const t = useT(membershipCardMessages);
  const stats: [string, Key][] = [
    [marketing.partnerLocations, "statPartners"],
    [marketing.members, "statMembers"],
    [marketing.cities, "statCities"],
  ];
  return (
    <ul className="grid grid-cols-3 gap-4 text-center">
      {stats.map(([value, label]) => (
        <li key={label} className="card p-4">
          <span className="block text-2xl font-bold text-brand-700">{value}</span>
          <span className="text-sm text-slate-600">{t(label)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Active partner discounts from the database, in the admins' order. */
export function PartnerList() {
  const t = useT(membershipCardMessages);
  const shownIn = useShownIn();
  const query = useQuery(partnerDiscountsQuery);
  return (
    <section aria-labelledby="card-partners" className="grid gap-4">
      <h2 id="card-partners" className="text-2xl font-bold text-slate-900">
        {t("partnersHeading")}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("partnersError")}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{t("partnersEmpty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((partner) => (
            <li key={partner.id} className="card flex items-center justify-between gap-3 p-4">
              <span>
                <span className="block font-semibold text-slate-900" {...shownIn(partner.shownIn.name)}>
                  {partner.name}
                </span>
                <span className="text-sm text-slate-600" {...shownIn(partner.shownIn.category)}>
                  {partner.category}
                </span>
              </span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
                {t("partnerDiscount", { percent: partner.discountPercent })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const steps: [Key, Key][] = [
  ["step1Title", "step1Text"],
  ["step2Title", "step2Text"],
  ["step3Title", "step3Text"],
];

export function HowToUse() {
  const t = useT(membershipCardMessages);
  return (
    <section aria-labelledby="card-how" className="grid gap-4">
      <h2 id="card-how" className="text-2xl font-bold text-slate-900">
        {t("howHeading")}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map(([title, text], index) => (
          <li key={title} className="card">
            <span aria-hidden="true" className="text-3xl font-bold text-brand-700">
              {index + 1}
            </span>
            <h3 className="mt-2 font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-1 text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const testimonials: { quote: Key; name: Key; role: Key; rating: number }[] = [
  { quote: "testimonial1Quote", name: "testimonial1Name", role: "testimonial1Role", rating: 5 },
  { quote: "testimonial2Quote", name: "testimonial2Name", role: "testimonial2Role", rating: 5 },
  { quote: "testimonial3Quote", name: "testimonial3Name", role: "testimonial3Role", rating: 4 },
];

const starIds = ["star-1", "star-2", "star-3", "star-4", "star-5"];

export function CardTestimonials() {
  const t = useT(membershipCardMessages);
  return (
    <section aria-labelledby="card-testimonials" className="grid gap-4">
      <h2 id="card-testimonials" className="text-2xl font-bold text-slate-900">
        {t("testimonialsHeading")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name} className="card grid gap-3">
            <span className="flex text-gold-500" role="img" aria-label={`${item.rating}/5`}>
              {starIds.slice(0, item.rating).map((star) => (
                <Star key={star} aria-hidden="true" className="size-4 fill-current" />
              ))}
            </span>
            <blockquote className="text-slate-700">{t(item.quote)}</blockquote>
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{t(item.name)}</span>
              <span className="block text-slate-600">{t(item.role)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
