import { defineCatalog } from "../define";

/** /search: the header search box's results page. */
const en = {
  title: "Search",
  lead: "Posts, jobs, businesses, forum threads and members who share their profile.",
  searchLabel: "Search the site",
  searchPlaceholder: "Search members, jobs, businesses...",
  submit: "Search",
  prompt: "Type a word or two to search.",
  loading: "Searching...",
  error: "The search did not work. Please try again.",
  retry: "Try again",
  noResults: "No results",
  noResultsText: "Nothing matches “{query}”. Try other or fewer words.",
  resultCount: "{count} results for “{query}”",
  oneResult: "1 result for “{query}”",
  keyboardHint: "Use the arrow keys to move through the results and Enter to open one.",
  groupPost: "Posts",
  groupJob: "Jobs",
  groupBusiness: "Businesses",
  groupThread: "Forum threads",
  groupMember: "Members",
  groupCount: "{shown} of {total}",
  showAll: "Show all {total}",
  showAllKinds: "Back to all results",
  postBy: "Post by {name}",
  member: "Member",
};

export type SearchTexts = typeof en;

export const searchMessages = defineCatalog(en, {
  ar: () => import("./search.ar"),
  ur: () => import("./search.ur"),
});
