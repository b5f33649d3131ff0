import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { FeaturedMentors } from "./featured-mentors";
import { MentorshipPrograms, MentorshipSteps } from "./programs-and-steps";

type Key = keyof typeof mentorshipMessages.en;

const stats: readonly { label: Key; value: string }[] = [
  { label: "statMentors", value: marketing.mentorship.mentors },
  { label: "statSessions", value: marketing.mentorship.sessions },
  { label: "statGoals", value: marketing.mentorship.goalsReached },
  { label: "statIndustries", value: marketing.mentorship.industries },
];

/** /mentorship is in the signed-in route set only. */
export function MentorshipPage() {
  return (
    <MemberOnly>
      <MentorshipContent />
    </MemberOnly>
  );
}

export function MentorshipContent() {
  const t = useT(mentorshipMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <section aria-labelledby="mentorship-stats">
          <h2 id="mentorship-stats" className="sr-only">
            {t("statsHeading")}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map(({ label, value }) => (
              <div key={label} className="card flex flex-col-reverse gap-1 text-center">
                <dt className="text-sm text-slate-600">{t(label)}</dt>
                <dd className="text-3xl font-bold text-brand-700">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <FeaturedMentors />
        <MentorshipPrograms />
        <MentorshipSteps />
      </div>
    </PageFrame>
  );
}
