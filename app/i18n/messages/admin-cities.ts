import { defineCatalog } from "../define";

/** /admin/members: the member cities that name no city of the list yet, and matching them (issue 32). */
const en = {
  heading: "Cities to match",
  lead: "These members' cities are not in the city list yet, kept as they were written. Choose the city each one means: Apply moves every member with that text.",
  colText: "As written",
  colMembers: "Members",
  colCity: "City",
  membersOne: "1 member",
  membersMany: "{n} members",
  cityFor: "City for “{text}”",
  chooseCity: "Choose a city",
  suggested: "Suggested: {city}",
  applyOne: "Apply: move 1 member",
  applyMany: "Apply: move {n} members",
  applying: "Moving…",
  movedOne: "1 member moved to {city}",
  movedMany: "{n} members moved to {city}",
  loadError: "The cities to match could not be loaded.",
  retry: "Try again",
};

export type AdminCitiesTexts = typeof en;

export const adminCitiesMessages = defineCatalog(en, {
  ar: () => import("./admin-cities.ar"),
  ur: () => import("./admin-cities.ur"),
});
