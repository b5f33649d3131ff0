import { Briefcase, CalendarDays, Handshake, IdCard, Landmark, type LucideIcon, Store } from "lucide-react";
import { useT } from "../../i18n";
import { type SubscriptionTexts, subscriptionMessages } from "../../i18n/messages/subscription";

type Tile = { icon: LucideIcon; title: keyof SubscriptionTexts; text: keyof SubscriptionTexts };

/** The paid plans' benefits (spec point 6) in words; the exact list per plan is in the table. */
const tiles: Tile[] = [
  { icon: Briefcase, title: "whyJobsTitle", text: "whyJobsText" },
  { icon: Landmark, title: "whyTendersTitle", text: "whyTendersText" },
  { icon: IdCard, title: "whyCardTitle", text: "whyCardText" },
  { icon: CalendarDays, title: "whyEventsTitle", text: "whyEventsText" },
  { icon: Store, title: "whyDirectoryTitle", text: "whyDirectoryText" },
  { icon: Handshake, title: "whyMatchingTitle", text: "whyMatchingText" },
];

export function WhyUpgrade() {
  const t = useT(subscriptionMessages);
  return (
    <section aria-labelledby="why-heading" className="grid gap-4">
      <h2 id="why-heading" className="text-2xl font-bold text-slate-900">
        {t("whyHeading")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card grid content-start gap-2">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
            <p className="text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
