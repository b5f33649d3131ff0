import type { JobDetail } from "../../../worker/contract/jobs";

const employmentTypes: Record<JobDetail["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/**
 * schema.org JobPosting for search engines; baseSalary only when the salary is known. One builder for
 * the app's job pages and the worker's page heads (worker/pages/item-heads.ts adds the address).
 */
export function jobPostingJsonLd(job: JobDetail) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    validThrough: job.expiresAt,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "SA" },
    },
    ...(job.remoteOk ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "SAR",
            value: { "@type": "QuantitativeValue", description: job.salary, ...salaryRange(job.salary) },
          },
        }
      : {}),
  };
}

/** "SAR 25,000 - 35,000 / month" -> minValue, maxValue and unitText when they can be read. */
function salaryRange(salary: string) {
  const numbers = [...salary.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(",", "")));
  const unit = /month/i.test(salary) ? "MONTH" : /year|annum/i.test(salary) ? "YEAR" : undefined;
  return {
    ...(numbers[0] !== undefined ? { minValue: numbers[0] } : {}),
    ...(numbers[1] !== undefined ? { maxValue: numbers[1] } : {}),
    ...(unit ? { unitText: unit } : {}),
  };
}
