import type { shellMessages } from "../../i18n/messages/shell";

type ShellKey = keyof typeof shellMessages.en;
export type NavItem = { to: string; label: ShellKey };

/** Spec point 2: the signed-out top navigation. */
export const publicNavItems: NavItem[] = [
  { to: "/events", label: "navEvents" },
  { to: "/forums", label: "navCommunity" },
  { to: "/business", label: "navBusiness" },
  { to: "/jobs", label: "navJobs" },
  { to: "/premium", label: "navPremium" },
];

/** An entry is active when the path is / (Home) or starts with the entry's path. */
export function isActivePath(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}
