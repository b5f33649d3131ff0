import { Briefcase, HeartHandshake, Palette, Users } from "lucide-react";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { section, sectionTitle } from "./styles";

const categories = [
  { icon: Users, title: "categoryNetworking", text: "categoryNetworkingText" },
  { icon: Briefcase, title: "categoryProfessional", text: "categoryProfessionalText" },
  { icon: Palette, title: "categoryCultural", text: "categoryCulturalText" },
  { icon: HeartHandshake, title: "categoryFamily", text: "categoryFamilyText" },
] as const;

export function EventCategories() {
  const t = useT(eventsPageMessages);
  return (
    <section aria-labelledby="events-categories" className={section}>
      <h2 id="events-categories" className={sectionTitle}>
        {t("categoriesTitle")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card grid content-start gap-2">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
            <p className="text-sm text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
