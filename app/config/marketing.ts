// Marketing claims and external addresses shown on pages: one place to change them (spec point 1).
// Figures are display text; their surrounding words live in the i18n catalogs.
export const marketing = {
  foundedYear: 2019,
  members: "4000+",
  membersOnLogin: "3,000+",
  cities: "12+",
  monthlyEvents: "50+",
  jobPlacementsHome: "200+",
  jobPlacementsPage: "2,500+",
  partnerLocations: "500+",
  partnerDiscountExamples: ["10%", "15%", "25%"],
  membersByCity: [
    { city: "Riyadh", count: "1800+" },
    { city: "Jeddah", count: "500+" },
    { city: "Al Khobar", count: "700+" },
  ],
  jobPlacement: {
    jobsPlaced: "2,500+",
    successRate: "85%",
    partnerCompanies: "300+",
    salaryIncrease: "35%",
  },
  support: { hours: "Sun-Thu 9:00-18:00", responseHours: 24, privacyResponseDays: 30 },
  mentorship: { mentors: "150+", sessions: "3,000+", goalsReached: "92%", industries: "25+" },
} as const;

export const contacts = {
  email: "info@sppc.sa",
  partnershipsEmail: "partnerships@sppc.sa",
  privacyEmail: "privacy@sppc.sa",
  phone: "+966 11 000 0000",
  address: "Olaya Street, Riyadh, Saudi Arabia",
} as const;

export const externalLinks = {
  feedbackForm: "https://sppc.sa/feedback",
  photoShareForm: "https://sppc.sa/share-photos",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/sppc.sa" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/sppc-sa" },
    { name: "Instagram", href: "https://www.instagram.com/sppc.sa" },
    { name: "X", href: "https://x.com/sppc_sa" },
  ],
} as const;
