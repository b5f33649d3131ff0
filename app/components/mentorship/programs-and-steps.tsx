import { useQuery } from "@tanstack/react-query";
import { Check, Clock, Users } from "lucide-react";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { programsQuery } from "../../queries/mentorship";
import { useShownIn } from "../page-frame";
import { NumberedSteps } from "../sections/numbered-steps";
import { QueryState } from "./query-state";

type Key = keyof typeof mentorshipMessages.en;

const steps: readonly { title: Key; text: Key }[] = [
  { title: "stepProfileTitle", text: "stepProfileText" },
  { title: "stepMatchTitle", text: "stepMatchText" },
  { title: "stepBookTitle", text: "stepBookText" },
  { title: "stepGrowTitle", text: "stepGrowText" },
];

export function MentorshipPrograms() {
  const t = useT(mentorshipMessages);
  const shownIn = useShownIn();
  const programs = useQuery(programsQuery);
  return (
    <section aria-labelledby="mentorship-programs" className="grid gap-6">
      <h2 id="mentorship-programs" className="text-2xl font-bold text-slate-900">
        {t("programsHeading")}
      </h2>
      <QueryState
        query={programs}
        loading={t("programsLoading")}
        error={t("programsError")}
        empty={t("programsEmpty")}
      >
        {(list) => (
          <ul className="grid gap-6 lg:grid-cols-3">
            {list.map((program) => (
              <li key={program.id} className="card grid content-start gap-4">
                <h3 {...shownIn(program.shownIn.title)} className="text-xl font-semibold text-slate-900">
                  {program.title}
                </h3>
                <dl className="grid gap-1.5 text-sm text-slate-700">
                  <div className="flex items-center gap-2">
                    <Clock aria-hidden="true" className="size-4 text-brand-700" />
                    <dt className="sr-only">{t("durationLabel")}</dt>
                    <dd {...shownIn(program.shownIn.duration)} className="font-semibold">
                      {program.duration}
                    </dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <Users aria-hidden="true" className="size-4 text-brand-700" />
                    <dt className="sr-only">{t("formatLabel")}</dt>
                    <dd {...shownIn(program.shownIn.format)}>{program.format}</dd>
                  </div>
                </dl>
                <p {...shownIn(program.shownIn.description)} className="text-slate-600">
                  {program.description}
                </p>
                <ul {...shownIn(program.shownIn.features)} className="grid gap-2 text-sm text-slate-700">
                  {program.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export function MentorshipSteps() {
  const t = useT(mentorshipMessages);
  return (
    <NumberedSteps
      id="mentorship-steps"
      heading={t("stepsHeading")}
      steps={steps.map(({ title, text }) => ({ title: t(title), text: t(text) }))}
      stepLabel={(n) => t("stepLabel", { n })}
    />
  );
}
