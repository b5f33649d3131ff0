import { defineCatalog } from "../define";

/** The install banner: the browser's install offer, or how to add the app on iPhone and iPad. */
const en = {
  installTitle: "Install SPPC",
  installText:
    "Add SPPC to your home screen: your membership card and the pages you visited open without a connection.",
  install: "Install",
  iosHint: "To install: tap Share, then 'Add to Home Screen'.",
  notNow: "Not now",
};

export type InstallTexts = typeof en;

export const installMessages = defineCatalog(en, {
  ar: () => import("./install.ar"),
  ur: () => import("./install.ur"),
});
