import { defineCatalog } from "../define";

/** /job-placement: results, services, steps and success stories of the placement program. */
const en = {
  title: "Job Placement Program",
  lead: "Personal career support that helps Pakistani professionals land the right role in Saudi Arabia.",
  statsHeading: "Our results",
  statJobsPlaced: "Jobs placed",
  statSuccessRate: "Success rate",
  statPartnerCompanies: "Partner companies",
  statSalaryIncrease: "Average salary increase",
  servicesHeading: "How we help",
  cvTitle: "CV Optimization",
  cvText:
    "A CV written for the Saudi market that passes applicant tracking systems and shows recruiters your strengths.",
  interviewTitle: "Interview Preparation",
  interviewText: "Mock interviews with professionals who hire in your field, followed by honest feedback.",
  visaTitle: "Visa Sponsorship Jobs",
  visaText: "Openings from employers ready to sponsor your work visa and residence permit (Iqama).",
  consultingTitle: "Career Consulting",
  consultingText: "One-to-one advice on career moves, salary negotiation and professional certification.",
  stepsHeading: "How it works",
  stepLabel: "Step {n}",
  assessmentTitle: "Assessment",
  assessmentText: "We review your experience, skills and goals in a free first call.",
  preparationTitle: "Preparation",
  preparationText: "We polish your CV and LinkedIn profile and prepare you for interviews.",
  matchingTitle: "Matching",
  matchingText: "We put you forward for openings at our partner companies that fit your profile.",
  placementTitle: "Placement",
  placementText: "We support you through offers, contracts and your first months in the new role.",
  testimonialsHeading: "Success stories",
  testimonial1Quote:
    "Within two months of my assessment I had three interviews and an offer with visa sponsorship. The mock interviews made all the difference.",
  testimonial1Name: "Usman Tariq",
  testimonial1Role: "Project Engineer, Jubail",
  testimonial2Quote:
    "My new CV finally got past the screening systems. I moved to a senior role in Riyadh with a much better package.",
  testimonial2Name: "Sana Akhtar",
  testimonial2Role: "Financial Analyst, Riyadh",
  ctaTitle: "Ready for your next role?",
  ctaText: "Browse current openings or talk to our career team about the program.",
  browseJobs: "Browse Jobs",
  contactTeam: "Contact Our Career Team",
};

export type JobPlacementTexts = typeof en;

export const jobPlacementMessages = defineCatalog(en, {
  ar: () => import("./job-placement.ar"),
  ur: () => import("./job-placement.ur"),
});
