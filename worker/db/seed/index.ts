import {
  businesses,
  businessReviews,
  culturalDates,
  events,
  featuredContent,
  forumCategories,
  forumReplies,
  forumThreads,
  helpArticles,
  jobs,
  membershipTiers,
  mentors,
  mentorshipPrograms,
  partnerDiscounts,
  tenders,
  testimonials,
  user,
  whatsappGroups,
} from "../schema";
import { demoCulturalDates } from "./calendar";
import { demoPartnerDiscounts, demoTestimonials, demoWhatsappGroups } from "./community";
import { demoFeaturedContent, demoHelpArticles } from "./content";
import { demoBusinesses } from "./directory";
import { demoEvents } from "./events";
import { demoForumReplies } from "./forum-replies";
import { demoForumCategories, demoForumThreads } from "./forums";
import { demoJobs } from "./jobs";
import { demoMentors, demoMentorshipPrograms } from "./mentorship";
import { demoBusinessReviews, demoReviewers, recomputeSeededRatings } from "./reviews";
import { sponsorshipSeedStatements } from "./sponsorship";
import { demoTenders } from "./tenders";
import { demoMembershipTiers } from "./tiers";
import { insertIgnoringExisting } from "./to-sql";

/** Every statement of the demo seed, dated relative to `now`. Parents come before children. */
export function demoSeedStatements(now: Date): string[] {
  return [
    ...insertIgnoringExisting(membershipTiers, demoMembershipTiers),
    ...insertIgnoringExisting(events, demoEvents(now)),
    ...insertIgnoringExisting(jobs, demoJobs(now)),
    ...insertIgnoringExisting(businesses, demoBusinesses),
    ...insertIgnoringExisting(user, demoReviewers(now)),
    ...insertIgnoringExisting(businessReviews, demoBusinessReviews(now)),
    recomputeSeededRatings,
    ...insertIgnoringExisting(forumCategories, demoForumCategories),
    ...insertIgnoringExisting(forumThreads, demoForumThreads(now)),
    ...insertIgnoringExisting(forumReplies, demoForumReplies(now)),
    ...insertIgnoringExisting(whatsappGroups, demoWhatsappGroups(now)),
    ...insertIgnoringExisting(tenders, demoTenders(now)),
    ...insertIgnoringExisting(mentors, demoMentors),
    ...insertIgnoringExisting(mentorshipPrograms, demoMentorshipPrograms),
    ...insertIgnoringExisting(helpArticles, demoHelpArticles),
    ...insertIgnoringExisting(partnerDiscounts, demoPartnerDiscounts),
    ...sponsorshipSeedStatements(),
    ...insertIgnoringExisting(testimonials, demoTestimonials),
    ...insertIgnoringExisting(featuredContent, demoFeaturedContent),
    ...insertIgnoringExisting(culturalDates, demoCulturalDates(now)),
  ];
}
