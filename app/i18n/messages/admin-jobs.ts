import { defineCatalog } from "../define";

/** /admin/jobs: reviewing member-posted jobs and managing the job portal. Shared words are in admin.ts. */
const en = {
  title: "Jobs",
  lead: "Review the jobs members post, and create, edit, hide or delete jobs. Approved jobs stay listed for {days} days.",
  newJob: "New job",
  filterLabel: "Show",
  filterAll: "All jobs",
  createTitle: "New job",
  editTitle: "Edit: {title}",
  fieldFeatured: "Featured (highlighted on the job portal)",
  fieldExclusive: "Exclusive (Premium and Executive members only)",
  expired: "Expired",
  postedBy: "Posted by {name} ({email})",
  postedByAdmin: "Created by an admin",
  submitted: "Submitted {date}",
  listedUntil: "Listed until {date}",
  reviewNote: "Reason: {note}",
  viewJob: "Open the job page",
  jobApproved: "Job approved: it is listed now",
  needsApplyChannel:
    "No way to apply yet: edit the job and add an email address, an https:// link or a phone number before approving it.",
  jobRejected: "Job rejected: the member was emailed",
  jobHidden: "Job hidden: the member was emailed",
  jobCreated: "Job created and listed",
  jobUpdated: "Job updated",
  empty: "No jobs match this filter.",
};

export type AdminJobsTexts = typeof en;

export const adminJobsMessages = defineCatalog(en, {
  ar: () => import("./admin-jobs.ar"),
  ur: () => import("./admin-jobs.ur"),
});
