import { defineCatalog } from "../define";

/** The note an offline page shows above the data it kept from the last visit. */
const en = {
  offlineSaved: "You are offline. Showing what was saved {when}.",
};

export type OfflineTexts = typeof en;

export const offlineMessages = defineCatalog(en, {
  ar: () => import("./offline.ar"),
  ur: () => import("./offline.ur"),
});
