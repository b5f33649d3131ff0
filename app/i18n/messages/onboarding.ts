import { defineCatalog } from "../define";

/** /onboarding: consent, personal and professional steps. Placeholders: {current}, {total}, {max}. */
const en = {
  title: "Welcome to SPPC",
  lead: "Three short steps: your privacy choices, a little about you, and your work.",
  progress: "Onboarding progress",
  stepOf: "Step {current} of {total}",
  stepConsent: "Privacy Consent",
  stepPersonal: "Personal Information",
  stepProfessional: "Professional Details",
  requiredNote: "Fields marked * are required.",
  optional: "(optional)",
  newTab: "(opens in a new tab)",

  consentIntro:
    "Saudi Arabia's Personal Data Protection Law (PDPL) gives you a say in how your data is used. Only the first choice is required. You can change the others at any time on the Privacy & data page.",
  pdplLabel: "I consent to SPPC processing my personal data as described in the privacy policy",
  pdplHelp:
    "Needed to use the platform: we keep your account, profile and membership details and use them only to run the community. We never sell your data.",
  dataProcessingLabel: "Personalise my experience",
  dataProcessingHelp:
    "Use my profile and activity to suggest jobs, events, mentors and members that suit me.",
  marketingLabel: "Send me news and offers",
  marketingHelp:
    "Occasional emails about events, partner discounts and membership offers. You can stop them at any time.",
  profileSharingLabel: "Show my profile to other members",
  profileSharingHelp:
    "When this is on, signed-in members can find you in the member directory and ask to connect. They see your name, photo, job title, company, city, industry, languages and skills. Visitors and search engines never see the directory; your QR card opens only for people you give its link to. Your email and phone number stay private.",
  privacyPolicyLink: "Read the privacy policy",
  acceptContinue: "Accept & Continue",
  acceptHint: "Tick the first box to continue.",

  firstName: "First name",
  lastName: "Last name",
  phoneNumber: "Phone number",
  phoneHint: "With the country code, for example +966 50 123 4567.",
  location: "City",
  chooseCity: "Choose your city",
  bio: "About you",
  bioHint: "A few lines other members will see on your profile.",
  jobTitle: "Job title",
  company: "Company",
  experience: "Years of experience",
  chooseExperience: "Choose a range",
  skills: "Skills",
  skillsHint: "Separate skills with commas, for example: AutoCAD, Project management.",
  industry: "Industry",
  chooseIndustry: "Choose an industry",
  linkedinUrl: "LinkedIn profile",
  linkedinHint: "The full address, for example https://www.linkedin.com/in/your-name",
  interests: "Interests",
  interestsHint: "What would you like from the community? For example: mentoring, business networking.",

  back: "Back",
  continue: "Continue",
  complete: "Complete",
  completing: "Saving…",

  errorsHeading: "Please correct the highlighted fields:",
  firstNameRequired: "Enter your first name.",
  lastNameRequired: "Enter your last name.",
  locationRequired: "Choose your city.",
  jobTitleRequired: "Enter your job title.",
  companyRequired: "Enter your company.",
  phoneInvalid: "Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567.",
  linkedinInvalid: "Enter the full LinkedIn address, starting with https://",
  tooLong: "This is too long: at most {max} characters.",
  invalidChoice: "Choose one of the options.",

  successTitle: "Welcome to the community!",
  successText: "Your profile has been created successfully.",
  failedTitle: "Onboarding Failed",
  consentTitle: "Consent Required",
  consentText: "You must consent to data processing to use the platform.",

  exp0to1: "0–1 years",
  exp2to5: "2–5 years",
  exp6to10: "6–10 years",
  exp11to15: "11–15 years",
  exp16plus: "16+ years",

  industryOilGas: "Oil & Gas",
  industryConstruction: "Construction",
  industryIt: "Information Technology",
  industryHealthcare: "Healthcare",
  industryFinance: "Finance & Banking",
  industryManufacturing: "Manufacturing",
  industryEducation: "Education",
  industryRetail: "Retail",
  industryHospitality: "Hospitality",
  industryTransportation: "Transportation",
  industryAgriculture: "Agriculture",
  industryRealEstate: "Real Estate",
};

export type OnboardingTexts = typeof en;

export const onboardingMessages = defineCatalog(en, {
  ar: () => import("./onboarding.ar"),
  ur: () => import("./onboarding.ur"),
});
