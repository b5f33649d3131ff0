import { Check, Clock, Users } from "lucide-react";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { NumberedSteps } from "../sections/numbered-steps";

type Key = keyof typeof mentorshipMessages.en;

const programs: readonly { title: Key; months: number; format: Key; text: Key; features: readonly Key[] }[] =
  [
    {
      title: "careerTitle",
      months: 6,
      format: "careerFormat",
      text: "careerText",
      features: ["careerFeature1", "careerFeature2", "careerFeature3"],
    },
    {
      title: "entrepreneurTitle",
      months: 3,
      format: "entrepreneurFormat",
      text: "entrepreneurText",
      features: ["entrepreneurFeature1", "entrepreneurFeature2", "entrepreneurFeature3"],
    },
    {
      title: "leadershipTitle",
      months: 4,
      format: "leadershipFormat",
      text: "leadershipText",
      features: ["leadershipFeature1", "leadershipFeature2", "leadershipFeature3"],
    },
  ];

const steps: readonly { title: Key; text: Key }[] = [
  { title: "stepProfileTitle", text: "stepProfileText" },
  { title: "stepMatchTitle", text: "stepMatchText" },
  { title: "stepBookTitle", text: "stepBookText" },
  { title: "stepGrowTitle", text: "stepGrowText" },
];

export function MentorshipPrograms() {
  const t = useT(mentorshipMessages);
  return (
    <section aria-labelledby="mentorship-programs" className="grid gap-6">
      <h2 id="mentorship-programs" className="text-2xl font-bold text-slate-900">
        {t("programsHeading")}
      </h2>
      <ul className="grid gap-6 lg:grid-cols-3">
        {programs.map(({ title, months, format, text, features }) => (
          <li key={title} className="card grid content-start gap-4">
            <h3 className="text-xl font-semibold text-slate-900">{t(title)}</h3>
            <dl className="grid gap-1.5 text-sm text-slate-700">
              <div className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-brand-700" />
                <dt className="sr-only">{t("durationLabel")}</dt>
                <dd className="font-semibold">{t("durationMonths", { months })}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Users aria-hidden="true" className="size-4 text-brand-700" />
                <dt className="sr-only">{t("formatLabel")}</dt>
                <dd>{t(format)}</dd>
              </div>
            </dl>
            <p className="text-slate-600">{t(text)}</p>
            <ul className="grid gap-2 text-sm text-slate-700">
              {features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {t(feature)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
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
