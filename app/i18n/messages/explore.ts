import { defineCatalog } from "../define";

/** /explore: search, community counts, featured content, trending topics and quick links. */
const en = {
  title: "Explore",
  lead: "Discover members, jobs, businesses and tenders across the SPPC community.",
  searchLabel: "Search the community",
  searchPlaceholder: "Search members, jobs, businesses...",
  searchButton: "Search",
  resultsFor: 'Results for "{query}"',
  searchComingSoon: "Search is coming soon. Until then, browse the sections below.",
  countsHeading: "The community at a glance",
  tileMembers: "Members",
  tileJobs: "Open jobs",
  tileBusinesses: "Businesses",
  tileTenders: "Active tenders",
  featuredHeading: "Featured",
  featuredView: "View",
  featuredEventType: "Event",
  featuredEventTitle: "{event} in Riyadh",
  featuredEventText: "Our flagship gathering of Pakistani professionals, with {attendees} guests expected.",
  featuredPlacementType: "Program",
  featuredPlacementTitle: "Job Placement Program",
  featuredPlacementText: "CV reviews, interview practice and introductions to employers who sponsor visas.",
  featuredMentorshipType: "Mentorship",
  featuredMentorshipTitle: "Find a mentor",
  featuredMentorshipText: "Book time with experienced members who have built careers in the Kingdom.",
  trendingHeading: "Trending topics",
  postsCount: "{count} posts",
  topicVision2030: "#Vision2030",
  topicIqama: "#IqamaRenewal",
  topicNeom: "#NEOMJobs",
  topicHalal: "#HalalBusiness",
  topicCricket: "#CricketLeague",
  topicPakistanDay: "#PakistanDay",
  quickLinksHeading: "Quick links",
  quickJobs: "Find a job",
  quickBusiness: "Business directory",
  quickForums: "Community forums",
};

export type ExploreTexts = typeof en;

export const exploreMessages = defineCatalog(en, {
  ar: () => import("./explore.ar"),
  ur: () => import("./explore.ur"),
});
