import { useQuery } from "@tanstack/react-query";
import { Briefcase, CalendarCheck, Star, Users } from "lucide-react";
import { useState } from "react";
import type { MentorSummary } from "../../../worker/contract/mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { mentorsQuery } from "../../queries/mentorship";
import { QueryState } from "./query-state";

/** "Dr. Tariq Hussain" -> "TH": titles ending in a dot are skipped. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith("."))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/** The spec features three mentors; the rest are one click away so every mentor can be booked. */
const FEATURED_COUNT = 3;

export function FeaturedMentors({ onBook }: { onBook: (mentor: MentorSummary) => void }) {
  const t = useT(mentorshipMessages);
  const [showAll, setShowAll] = useState(false);
  const mentors = useQuery(mentorsQuery);
  return (
    <section aria-labelledby="featured-mentors" className="grid gap-6">
      <h2 id="featured-mentors" className="text-2xl font-bold text-slate-900">
        {t("mentorsHeading")}
      </h2>
      <QueryState
        query={mentors}
        loading={t("mentorsLoading")}
        error={t("mentorsError")}
        empty={t("mentorsEmpty")}
      >
        {(list) => (
          <>
            <ul id="mentor-list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {(showAll ? list : list.slice(0, FEATURED_COUNT)).map((mentor) => (
                <li key={mentor.id} className="card flex flex-col gap-4">
                  <MentorCard mentor={mentor} onBook={() => onBook(mentor)} />
                </li>
              ))}
            </ul>
            {list.length > FEATURED_COUNT ? (
              <button
                type="button"
                className="btn-outline justify-self-center"
                aria-expanded={showAll}
                aria-controls="mentor-list"
                onClick={() => setShowAll((current) => !current)}
              >
                {showAll ? t("showFewerMentors") : t("showAllMentors", { count: list.length })}
              </button>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

function MentorCard({ mentor, onBook }: { mentor: MentorSummary; onBook: () => void }) {
  const t = useT(mentorshipMessages);
  const iso = useIsolate();
  return (
    <>
      <div className="flex items-center gap-4">
        {mentor.imageUrl ? (
          <img src={mentor.imageUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {initialsOf(mentor.name)}
          </span>
        )}
        <div className="grid">
          <h3 className="text-lg font-semibold text-slate-900" dir="auto">
            {mentor.name}
          </h3>
          <p className="text-sm text-slate-700" dir="auto">
            {mentor.title}
          </p>
          <p className="text-sm text-slate-600" dir="auto">
            {mentor.company}
          </p>
        </div>
      </div>
      {mentor.bio ? (
        <p className="text-sm text-slate-700" dir="auto">
          {mentor.bio}
        </p>
      ) : null}
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold text-slate-700">{t("expertiseLabel")}</h4>
        <ul className="flex flex-wrap gap-2">
          {mentor.expertise.map((area) => (
            <li
              key={area}
              dir="auto"
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            >
              {area}
            </li>
          ))}
        </ul>
      </div>
      <ul className="grid gap-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
          {t("experienceLabel", { experience: iso(mentor.experience) })}
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
      <button type="button" className="btn-primary mt-auto" aria-haspopup="dialog" onClick={onBook}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t("bookSession")}
        <span className="sr-only"> {t("bookSessionWith", { name: iso(mentor.name) })}</span>
      </button>
    </>
  );
}
