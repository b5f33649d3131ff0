import type { jobs } from "../schema";
import { daysFrom } from "./dates";

type JobRow = typeof jobs.$inferInsert;

export function demoJobs(now: Date): JobRow[] {
  const job = (
    slug: string,
    daysAgo: number,
    fields: Omit<JobRow, "id" | "slug" | "postedAt" | "expiresAt">,
  ) => ({
    id: `seed-job-${slug}`,
    slug,
    postedAt: daysFrom(now, -daysAgo),
    expiresAt: daysFrom(now, 60 - daysAgo),
    ...fields,
  });
  return [
    job("senior-software-engineer-stc", 2, {
      title: "Senior Software Engineer",
      company: "STC Solutions",
      location: "Riyadh",
      type: "Full-time",
      category: "Technology",
      salary: "SAR 25,000 - 35,000 / month",
      description: "Build and run large-scale digital services for millions of customers across the Kingdom.",
      requirements: ["5+ years of backend development", "TypeScript or Java", "Cloud experience"],
      howToApply:
        "Apply online at https://www.stc.com.sa/careers with your CV, and mention SPPC in the referral field.",
      featured: true,
      visaSponsorship: true,
    }),
    job("financial-analyst-alrajhi", 5, {
      title: "Financial Analyst",
      company: "Al Rajhi Capital",
      location: "Riyadh",
      type: "Full-time",
      category: "Finance",
      salary: "SAR 18,000 - 24,000 / month",
      description: "Analyse portfolios and prepare investment reports for Shariah-compliant funds.",
      requirements: ["CFA Level II or above", "3+ years in investment analysis", "Advanced Excel"],
      howToApply:
        'Email your CV and CFA results to careers@alrajhi-capital.com.sa with the subject "Financial Analyst - SPPC".',
      visaSponsorship: true,
    }),
    job("project-manager-neom", 9, {
      title: "Project Manager, Infrastructure",
      company: "NEOM",
      location: "NEOM",
      type: "Contract",
      category: "Management",
      salary: null,
      description: "Lead delivery of utility infrastructure packages from design to handover.",
      requirements: ["PMP certification", "10+ years in infrastructure projects", "Stakeholder management"],
      howToApply:
        'Apply on https://www.neom.com/en-us/careers and search for "Project Manager, Infrastructure".',
      featured: true,
    }),
    job("digital-marketing-specialist", 12, {
      title: "Digital Marketing Specialist",
      company: "Jarir Bookstore",
      location: "Jeddah",
      type: "Full-time",
      category: "Marketing",
      salary: "SAR 12,000 - 16,000 / month",
      description: "Plan campaigns across social, search and email for a leading retailer.",
      requirements: ["3+ years in digital marketing", "Arabic and English", "Analytics tools"],
      howToApply:
        'Send your CV and a portfolio link to recruitment@jarir.com, subject "Digital Marketing Specialist".',
      remoteOk: true,
    }),
    job("mechanical-engineer-aramco", 16, {
      title: "Mechanical Engineer",
      company: "Saudi Aramco",
      location: "Dhahran",
      type: "Full-time",
      category: "Engineering",
      salary: null,
      description: "Maintain rotating equipment reliability for upstream facilities.",
      requirements: ["B.Sc. Mechanical Engineering", "6+ years in oil & gas", "API standards"],
      howToApply: "Apply through https://careers.aramco.com and name SPPC as your referral source.",
      visaSponsorship: true,
      exclusive: true,
    }),
    job("staff-nurse-kfsh", 23, {
      title: "Staff Nurse",
      company: "King Faisal Specialist Hospital",
      location: "Riyadh",
      type: "Full-time",
      category: "Healthcare",
      salary: "SAR 9,000 - 13,000 / month",
      description: "Deliver patient care in a leading tertiary hospital.",
      requirements: ["BSN degree", "SCFHS eligibility", "2+ years of experience"],
      howToApply:
        "Call the nursing recruitment office on 011 464 7272, Sunday to Thursday, 8 am to 4 pm, to book an interview.",
      visaSponsorship: true,
    }),
    job("mathematics-teacher-dammam", 30, {
      title: "Mathematics Teacher",
      company: "Pakistan International School Dammam",
      location: "Dammam",
      type: "Full-time",
      category: "Education",
      salary: "SAR 7,000 - 9,000 / month",
      description: "Teach O and A level mathematics to secondary students.",
      requirements: ["M.Sc. Mathematics", "B.Ed. preferred", "Cambridge curriculum experience"],
      howToApply:
        "Email your CV and a short teaching statement to jobs@pisdammam.edu.sa before the end of the month.",
    }),
  ];
}
