// Kept apart from the page so the route's search validation does not pull the page into the main chunk.
export const profileTabs = ["profile", "preferences", "membership", "networking"] as const;
export type ProfileTab = (typeof profileTabs)[number];

export function parseProfileTab(value: unknown): ProfileTab | undefined {
  return profileTabs.find((tab) => tab === value);
}
