import { Link } from "@tanstack/react-router";
import {
  Baby,
  Bike,
  Briefcase,
  HeartHandshake,
  HeartPulse,
  Hospital,
  Languages,
  Lightbulb,
  Plane,
  Rocket,
  Sparkles,
  Stethoscope,
  Trophy,
} from "lucide-react";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { type ProgramKey, programsMessages } from "../../i18n/messages/programs";
import { shellMessages } from "../../i18n/messages/shell";
import { sectionTitle } from "./styles";

// One icon per program, in the spec's order (point 1); the names come from the shared programs catalog.
const programs: readonly (readonly [ProgramKey, typeof Languages])[] = [
  ["progArabic", Languages],
  ["progJobs", Briefcase],
  ["progIdeas", Lightbulb],
  ["progStartups", Rocket],
  ["progParenting", Baby],
  ["progMatrimonial", HeartHandshake],
  ["progCycling", Bike],
  ["progFitness", HeartPulse],
  ["progDoctors", Stethoscope],
  ["progSheLeads", Sparkles],
  ["progImmigration", Plane],
  ["progSports", Trophy],
  ["progHealthcare", Hospital],
] as const;

export function Programs() {
  const t = useT(landingMessages);
  const shell = useT(shellMessages);
  const program = useT(programsMessages);
  return (
    <section aria-labelledby="landing-programs" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="landing-programs" className={sectionTitle}>
          {t("programsTitle")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t("programsLead")}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {programs.map(([key, Icon]) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm font-medium sm:text-base"
            >
              <span className="grid size-8 shrink-0 place-items-center sm:size-10 rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {program(key)}
            </li>
          ))}
        </ul>
        <Link to="/membership" className="btn-primary mt-8">
          {shell("becomeMember")}
        </Link>
      </div>
    </section>
  );
}
