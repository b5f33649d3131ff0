import { defineCatalog } from "../define";

/** The community programs (spec point 1), shown on the landing page and beside the sign-in form. */
const en = {
  progArabic: "Free Arabic classes",
  progJobs: "Job support",
  progIdeas: "Business ideas",
  progStartups: "Startups support",
  progParenting: "Parenting",
  progMatrimonial: "Matrimonial services",
  progCycling: "Cycling clubs",
  progFitness: "Health and fitness",
  progDoctors: "Doctors",
  progSheLeads: "SheLeads (females only)",
  progImmigration: "Immigration support",
  progSports: "Community sports",
  progHealthcare: "Healthcare network",
};

export type ProgramsTexts = typeof en;
export type ProgramKey = keyof ProgramsTexts;
export const programKeys = Object.keys(en) as ProgramKey[];

export const programsMessages = defineCatalog(en, {
  ar: () => import("./programs.ar"),
  ur: () => import("./programs.ur"),
});
