import type { AdminMembersTexts } from "../../i18n/messages/admin-members";

type Key = keyof AdminMembersTexts;

/** The words for each stored value the members pages show. */
export const tierLabel: Record<string, Key> = {
  basic: "tierBasic",
  premium: "tierPremium",
  executive: "tierExecutive",
};
export const roleLabel: Record<string, Key> = { member: "roleMember", admin: "roleAdmin" };
export const statusLabel: Record<string, Key> = { active: "statusActive", suspended: "statusSuspended" };
export const onboardingLabel: Record<string, Key> = {
  completed: "onboardingCompleted",
  pending: "onboardingPending",
};
export const sortLabel: Record<string, Key> = {
  joined: "sortJoined",
  name: "sortName",
  lastActive: "sortLastActive",
};
