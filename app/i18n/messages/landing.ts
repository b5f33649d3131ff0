import { defineCatalog } from "../define";

/** The signed-out home page and its photo gallery. Short on purpose: English ships with the first visit. */
const en = {
  heroTitle: "Your professional home in Saudi Arabia",
  heroLead: "Events, jobs, mentorship and partner discounts for Pakistani professionals across the Kingdom.",
  heroJoin: "Join free",
  heroPremium: "Explore Premium",
  galleryTitle: "Event photos",
  galleryEmpty: "Photos appear here once they are uploaded and approved by our team.",
  galleryView: "Gallery view",
  viewGrid: "Grid",
  viewCarousel: "Carousel",
  photoViewer: "Photo viewer",
  photoPrev: "Previous photo",
  photoNext: "Next photo",
  photoClose: "Close photo viewer",
  photoCount: "{n} of {total}",
  photoShow: "Show photo {n}",
  thumbnails: "Thumbnails",
  cardTitle: "Your digital membership card",
  cardText: "Show it at {count} partner locations and save up to {max}.",
  cardGet: "Get your card",
  cardSignIn: "Already a member? Sign in",
  flagship: "Flagship event",
  elevateCta: "Event details",
  programsTitle: "Community programs",
  programsLead: "Support for work, family and wellbeing, run by members for members.",
  statsTitle: "Our community in numbers",
  statMembers: "Members",
  statCities: "Cities",
  statEvents: "Events a month",
  statJobs: "Job placements",
  statDiscounts: "Partner discounts",
  statFounded: "Founded",
  eventsTitle: "Upcoming events",
  eventsAll: "All events",
  eventsEmpty: "No upcoming events yet. New dates are announced here first.",
  eventsError: "Events could not be loaded. Please try again later.",
  joinTitle: "Be part of the community",
  joinText: "Basic membership is free. Tell us what would make SPPC better for you.",
  joinCta: "Join now",
  feedbackCta: "Share feedback",
};

export type LandingTexts = typeof en;

export const landingMessages = defineCatalog(en, {
  ar: () => import("./landing.ar"),
  ur: () => import("./landing.ur"),
});
