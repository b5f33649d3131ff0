import { defineCatalog } from "../define";

/**
 * What a member reads when a limit against spam says "later" (429 rate_limited) or an item was already
 * reported (409), where the action is: the message composer and offline queue, the connect button, the
 * report dialogs. {when} is a relative time in the reader's language ("in 40 seconds", "in 6 days").
 */
const en = {
  messagesTooFast: "You are sending messages very quickly. You can send again {when}.",
  connectTooSoon: "You asked this member to connect less than a week ago. You can ask again {when}.",
  connectBlocked: "You cannot send this member a connection request.",
  reportsTooMany: "You have sent many reports today. You can report again {when}.",
  alreadyReported: "You have already reported this. Our team will look at it.",
};

export type LimitsTexts = typeof en;

export const limitsMessages = defineCatalog(en, {
  ar: () => import("./limits.ar"),
  ur: () => import("./limits.ur"),
});
