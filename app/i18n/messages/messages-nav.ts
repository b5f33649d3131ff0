import { defineCatalog } from "../define";

/** The Messages entry of the header and the mobile menu: a catalog of its own, so the app shell stays small. */
const en = {
  navMessages: "Messages",
  unreadMessages: "{count} unread",
};

export type MessagesNavTexts = typeof en;

export const messagesNavMessages = defineCatalog(en, {
  ar: () => import("./messages-nav.ar"),
  ur: () => import("./messages-nav.ur"),
});
