import type { JobDetail } from "../../../worker/contract/jobs";
import { jobPostingJsonLd } from "./job-schema";

export function JobJsonLd({ job }: { job: JobDetail }) {
  // "<" escaped so a title containing "</script>" cannot end the element early.
  const json = JSON.stringify(jobPostingJsonLd(job)).replaceAll("<", "\\u003c");
  return <script type="application/ld+json">{json}</script>;
}
