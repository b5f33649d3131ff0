import {
  businesses,
  events,
  forumCategories,
  forumThreads,
  jobs,
  membershipTiers,
  mentors,
  partnerDiscounts,
  tenders,
  testimonials,
  whatsappGroups,
} from "../schema";
import {
  demoMentors,
  demoPartnerDiscounts,
  demoTenders,
  demoTestimonials,
  demoWhatsappGroups,
} from "./community";
import { demoBusinesses, demoForumCategories, demoForumThreads } from "./directory";
import { demoEvents } from "./events";
import { demoJobs } from "./jobs";
import { demoMembershipTiers } from "./tiers";
import { insertIgnoringExisting } from "./to-sql";

/** Every statement of the demo seed, dated relative to `now`. Parents come before children. */
export function demoSeedStatements(now: Date): string[] {
  return [
    ...insertIgnoringExisting(membershipTiers, demoMembershipTiers),
    ...insertIgnoringExisting(events, demoEvents(now)),
    ...insertIgnoringExisting(jobs, demoJobs(now)),
    ...insertIgnoringExisting(businesses, demoBusinesses),
    ...insertIgnoringExisting(forumCategories, demoForumCategories),
    ...insertIgnoringExisting(forumThreads, demoForumThreads(now)),
    ...insertIgnoringExisting(whatsappGroups, demoWhatsappGroups(now)),
    ...insertIgnoringExisting(tenders, demoTenders(now)),
    ...insertIgnoringExisting(mentors, demoMentors),
    ...insertIgnoringExisting(partnerDiscounts, demoPartnerDiscounts),
    ...insertIgnoringExisting(testimonials, demoTestimonials),
  ];
}
