import { Link } from "@tanstack/react-router";
import { Briefcase, CalendarCheck, Star, Users } from "lucide-react";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";

type Key = keyof typeof mentorshipMessages.en;
type Mentor = {
  name: Key;
  initials: Key;
  title: Key;
  company: Key;
  expertise: readonly Key[];
  years: number;
  rating: number;
  sessions: number;
};

// Sample mentors until mentor profiles come from the server (spec point 1: hard-coded in pages).
const mentors: readonly Mentor[] = [
  {
    name: "mentor1Name",
    initials: "mentor1Initials",
    title: "mentor1Title",
    company: "mentor1Company",
    expertise: ["mentor1Expertise1", "mentor1Expertise2", "mentor1Expertise3"],
    years: 18,
    rating: 4.9,
    sessions: 180,
  },
  {
    name: "mentor2Name",
    initials: "mentor2Initials",
    title: "mentor2Title",
    company: "mentor2Company",
    expertise: ["mentor2Expertise1", "mentor2Expertise2", "mentor2Expertise3"],
    years: 14,
    rating: 4.8,
    sessions: 145,
  },
  {
    name: "mentor3Name",
    initials: "mentor3Initials",
    title: "mentor3Title",
    company: "mentor3Company",
    expertise: ["mentor3Expertise1", "mentor3Expertise2", "mentor3Expertise3"],
    years: 12,
    rating: 4.9,
    sessions: 120,
  },
];

export function FeaturedMentors() {
  const t = useT(mentorshipMessages);
  return (
    <section aria-labelledby="featured-mentors" className="grid gap-6">
      <h2 id="featured-mentors" className="text-2xl font-bold text-slate-900">
        {t("mentorsHeading")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {mentors.map((mentor) => (
          <li key={mentor.name} className="card flex flex-col gap-4">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
              >
                {t(mentor.initials)}
              </span>
              <div className="grid">
                <h3 className="text-lg font-semibold text-slate-900">{t(mentor.name)}</h3>
                <p className="text-sm text-slate-700">{t(mentor.title)}</p>
                <p className="text-sm text-slate-600">{t(mentor.company)}</p>
              </div>
            </div>
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold text-slate-700">{t("expertiseLabel")}</h4>
              <ul className="flex flex-wrap gap-2">
                {mentor.expertise.map((key) => (
                  <li
                    key={key}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                  >
                    {t(key)}
                  </li>
                ))}
              </ul>
            </div>
            <ul className="grid gap-1.5 text-sm text-slate-700">
              <li className="flex items-center gap-2">
                <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
                {t("experienceYears", { years: mentor.years })}
              </li>
              <li className="flex items-center gap-2">
                <Star aria-hidden="true" className="size-4 fill-gold-500 text-gold-500" />
                {t("ratingLabel", { rating: mentor.rating })}
              </li>
              <li className="flex items-center gap-2">
                <Users aria-hidden="true" className="size-4 text-slate-500" />
                {t("sessionsCount", { count: mentor.sessions })}
              </li>
            </ul>
            {/* Booking is not built yet: the contact page is where members ask for a session today. */}
            <Link to="/contact" className="btn-primary mt-auto">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {t("bookSession")}
              <span className="sr-only"> {t("bookSessionWith", { name: t(mentor.name) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
