import { Link } from "@tanstack/react-router";
import { ArrowRight, Mail, Quote } from "lucide-react";
import { useT } from "../../i18n";
import { jobPlacementMessages } from "../../i18n/messages/job-placement";

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
    <section aria-labelledby="placement-steps" className="grid gap-6">
      <h2 id="placement-steps" className="text-2xl font-bold text-slate-900">
        {t("stepsHeading")}
      </h2>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text }, index) => (
          <li key={title} className="card grid content-start gap-2">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">{t("stepLabel", { n: index + 1 })}: </span>
              {t(title)}
            </h3>
            <p className="text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ol>
    </section>
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
