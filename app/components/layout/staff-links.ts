import { DoorOpen, ShieldCheck } from "lucide-react";
import type { CurrentUser } from "../../../worker/contract/user";
import type { NavEntry } from "./bottom-nav-variants";

const admin: NavEntry = { to: "/admin", label: "adminArea", Icon: ShieldCheck };
// A steward's own events with their door screens (/admin/events shows them to members who are not admins).
const doorDuties: NavEntry = { to: "/admin/events", label: "doorDuties", Icon: DoorOpen };

/**
 * The staff screens a member's menus offer (avatar menu, the phone's More sheet, /profile): Admin for
 * administrators, My door duties for a member who stewards an upcoming event, nothing for the rest.
 */
export function staffLinks(user: Pick<CurrentUser, "role" | "stewardEvents">): NavEntry[] {
  if (user.role === "admin") return [admin];
  return user.stewardEvents > 0 ? [doorDuties] : [];
}
