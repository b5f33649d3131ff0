import { useState } from "react";
import type { MentorSummary } from "../../../worker/contract/mentorship";
import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { StatList } from "../sections/stat-list";
import { BookingDialog } from "./booking-dialog";
import { FeaturedMentors } from "./featured-mentors";
import { MentorshipPrograms, MentorshipSteps } from "./programs-and-steps";
import { IncomingRequests, MyRequests } from "./request-lists";

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
  const [booking, setBooking] = useState<MentorSummary | null>(null);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-12">
        <section aria-labelledby="mentorship-stats">
          <h2 id="mentorship-stats" className="sr-only">
            {t("statsHeading")}
          </h2>
          <StatList stats={stats.map(({ label, value }) => ({ label: t(label), value }))} />
        </section>
        <FeaturedMentors onBook={setBooking} />
        <IncomingRequests />
        <MyRequests />
        <MentorshipPrograms />
        <MentorshipSteps />
      </div>
      <BookingDialog mentor={booking} onClose={() => setBooking(null)} />
    </PageFrame>
  );
}
