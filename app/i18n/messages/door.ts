import { defineCatalog } from "../define";

/** The steward's door at /admin/checkin/$eventId: the live counter and the "no seat" answers. */
const en = {
  checkedInCount: "Checked in {x} of {y}",
  countedHere: "Counted from the tickets saved on this device.",
  noSeatWaitlisted: "No seat: on the waitlist",
  noSeatCancelled: "No seat: registration cancelled",
};

export type DoorTexts = typeof en;

export const doorMessages = defineCatalog(en, {
  ar: () => import("./door.ar"),
  ur: () => import("./door.ur"),
});
