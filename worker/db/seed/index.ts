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
import { eventTranslations } from "./event-translations";
import { demoEvents } from "./events";
import { featuredTranslations } from "./featured-translations";
import { demoForumReplies } from "./forum-replies";
import { forumCategoryTranslations } from "./forum-translations";
import { demoForumCategories, demoForumThreads } from "./forums";
import { demoJobs } from "./jobs";
import { demoMentors, demoMentorshipPrograms } from "./mentorship";
import { programTranslations } from "./mentorship-translations";
import { partnerTranslations } from "./partner-translations";
import { demoBusinessReviews, demoReviewers, recomputeSeededRatings } from "./reviews";
import { sponsorshipSeedStatements } from "./sponsorship";
import { demoTenders } from "./tenders";
import { tierTranslations } from "./tier-translations";
import { demoMembershipTiers } from "./tiers";
import { insertIgnoringExisting } from "./to-sql";
import { whatsappTranslations } from "./whatsapp-translations";

/** Each row with its Arabic and Urdu versions (kept in their own files, by row id). */
const withVersions = <Row extends { id?: string }>(
  rows: Row[],
  versions: Record<string, Partial<Row>>,
): Row[] => rows.map((row) => ({ ...row, ...versions[row.id ?? ""] }));

/** Every statement of the demo seed, dated relative to `now`. Parents come before children. */
export function demoSeedStatements(now: Date): string[] {
  return [
    ...insertIgnoringExisting(membershipTiers, withVersions(demoMembershipTiers, tierTranslations)),
    ...insertIgnoringExisting(events, withVersions(demoEvents(now), eventTranslations)),
    ...insertIgnoringExisting(jobs, demoJobs(now)),
    ...insertIgnoringExisting(businesses, demoBusinesses),
    ...insertIgnoringExisting(user, demoReviewers(now)),
    ...insertIgnoringExisting(businessReviews, demoBusinessReviews(now)),
    recomputeSeededRatings,
    ...insertIgnoringExisting(forumCategories, withVersions(demoForumCategories, forumCategoryTranslations)),
    ...insertIgnoringExisting(forumThreads, demoForumThreads(now)),
    ...insertIgnoringExisting(forumReplies, demoForumReplies(now)),
    ...insertIgnoringExisting(whatsappGroups, withVersions(demoWhatsappGroups(now), whatsappTranslations)),
    ...insertIgnoringExisting(tenders, demoTenders(now)),
    ...insertIgnoringExisting(mentors, demoMentors),
    ...insertIgnoringExisting(mentorshipPrograms, withVersions(demoMentorshipPrograms, programTranslations)),
    ...insertIgnoringExisting(helpArticles, demoHelpArticles),
    ...insertIgnoringExisting(partnerDiscounts, withVersions(demoPartnerDiscounts, partnerTranslations)),
    ...sponsorshipSeedStatements(),
    ...insertIgnoringExisting(testimonials, demoTestimonials),
    ...insertIgnoringExisting(featuredContent, withVersions(demoFeaturedContent, featuredTranslations)),
    ...insertIgnoringExisting(culturalDates, demoCulturalDates(now)),
  ];
}
