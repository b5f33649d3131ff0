import {
  type Industry,
  industries,
  type OnboardingExperienceLevel,
  onboardingExperienceLevels,
} from "../../../worker/contract/enums";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";

type Key = keyof OnboardingTexts;

// The values the API stores stay English (the contract's lists); only what is shown is translated.
// Cities are ids named by worker/contract/cities.ts (app/lib/member-cities.ts).
const industryKeys: Record<Industry, Key> = {
  "Oil & Gas": "industryOilGas",
  Construction: "industryConstruction",
  "Information Technology": "industryIt",
  Healthcare: "industryHealthcare",
  "Finance & Banking": "industryFinance",
  Manufacturing: "industryManufacturing",
  Education: "industryEducation",
  Retail: "industryRetail",
  Hospitality: "industryHospitality",
  Transportation: "industryTransportation",
  Agriculture: "industryAgriculture",
  "Real Estate": "industryRealEstate",
};

const experienceKeys: Record<OnboardingExperienceLevel, Key> = {
  "0-1": "exp0to1",
  "2-5": "exp2to5",
  "6-10": "exp6to10",
  "11-15": "exp11to15",
  "16+": "exp16plus",
};

export const industryOptions = industries.map((value) => ({ value, label: industryKeys[value] }));
export const experienceOptions = onboardingExperienceLevels.map((value) => ({
  value,
  label: experienceKeys[value],
}));

/** An industry as stored (English) shown in the reader's language; an older free word as it is. */
export const industryLabel = (t: (key: Key) => string, value: string): string =>
  Object.hasOwn(industryKeys, value) ? t(industryKeys[value as Industry]) : value;
