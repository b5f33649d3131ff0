import { Link } from "@tanstack/react-router";
import { ArrowRight, Mail, Quote } from "lucide-react";
import { useT } from "../../i18n";
import { jobPlacementMessages } from "../../i18n/messages/job-placement";
import { NumberedSteps } from "../sections/numbered-steps";

type JobPlacementKey = keyof typeof jobPlacementMessages.en;

const steps: readonly { title: JobPlacementKey; text: JobPlacementKey }[] = [
  { title: "assessmentTitle", text: "assessmentText" },
  { title: "preparationTitle", text: "preparationText" },
  { title: "matchingTitle", text: "matchingText" },
  { title: "placementTitle", text: "placementText" },
];

const stories: readonly { quote: JobPlacementKey; name: JobPlacementKey; role: JobPlacementKey }[] = [
  { quote: "testimonial1Quote", name: "testimonial1Name", role: "testimonial1Role" },
  { quote: "testimonial2Quote", name: "testimonial2Name", role: "testimonial2Role" },
];

export function PlacementSteps() {
  const t = useT(jobPlacementMessages);
  return (
    <NumberedSteps
      id="placement-steps"
      heading={t("stepsHeading")}
      steps={steps.map(({ title, text }) => ({ title: t(title), text: t(text) }))}
      stepLabel={(n) => t("stepLabel", { n })}
    />
  );
}

export function PlacementStories() {
  const t = useT(jobPlacementMessages);
  return (
    <section aria-labelledby="placement-stories" className="grid gap-6">
      <h2 id="placement-stories" className="text-2xl font-bold text-slate-900">
        {t("testimonialsHeading")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {stories.map(({ quote, name, role }) => (
          <li key={name} className="card">
            <figure className="grid gap-4">
              <Quote aria-hidden="true" className="size-8 text-gold-500 rtl:-scale-x-100" />
              <blockquote className="text-lg text-slate-700">{t(quote)}</blockquote>
              <figcaption>
                <h3 className="font-semibold text-slate-900">{t(name)}</h3>
                <p className="text-sm text-slate-600">{t(role)}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlacementCta() {
  const t = useT(jobPlacementMessages);
  return (
    <section
      aria-labelledby="placement-cta"
      className="grid gap-4 rounded-2xl bg-brand-800 p-8 text-center text-white"
    >
      <h2 id="placement-cta" className="text-2xl font-bold">
        {t("ctaTitle")}
      </h2>
      <p className="text-brand-50">{t("ctaText")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/jobs"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t("browseJobs")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
        <Link
          to="/contact"
          className="inline-flex items-center justify-center gap-2 rounded-md border border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <Mail aria-hidden="true" className="size-4" />
          {t("contactTeam")}
        </Link>
      </div>
    </section>
  );
}
