import {
  Briefcase,
  Building2,
  Crown,
  Home,
  IdCard,
  MessageCircle,
  MessagesSquare,
  User,
  Users,
  Wallet,
} from "lucide-react";
import type { CurrentUser } from "../../../worker/contract/user";
import type { NavItem } from "./nav-items";

export type NavEntry = NavItem & { Icon: typeof Home };

/**
 * The bottom bar's two variants (spec point 2). Both end with More, whose Menu sheet holds what the bar
 * leaves out, so Profile and Logout stay one tap away on a phone whichever variant shows. Messages is
 * not in these lists: its text lives in its own catalog and it carries the unread badge
 * (bottom-nav.tsx renders it after `bar`, or as a sheet tile when `messagesInSheet`).
 */
export type BarVariant = {
  name: "onboarding" | "member";
  bar: NavEntry[];
  /** The variant's bar ends with Messages (before More). */
  messagesInBar: boolean;
  sheet: NavEntry[];
};

const home: NavEntry = { to: "/", label: "navHome", Icon: Home };
const jobs: NavEntry = { to: "/jobs", label: "navJobs", Icon: Briefcase };
const business: NavEntry = { to: "/business", label: "navBusiness", Icon: Building2 };
const forums: NavEntry = { to: "/forums", label: "navForums", Icon: MessagesSquare };
// Network is the member directory (/members), not the member's own profile.
const network: NavEntry = { to: "/members", label: "navNetwork", Icon: Users };
const profile: NavEntry = { to: "/profile", label: "tileProfile", Icon: User };
// The card one tap from More; the wallet holds it again with every event ticket.
const card: NavEntry = { to: "/membership-card", label: "membershipCard", Icon: IdCard };
const wallet: NavEntry = { to: "/wallet", label: "wallet", Icon: Wallet };
const whatsapp: NavEntry = { to: "/whatsapp-groups", label: "tileWhatsapp", Icon: MessageCircle };
const premium: NavEntry = { to: "/premium", label: "tilePremium", Icon: Crown };

/** The first variant: Home, Jobs, Business, Forums and More; Network and Messages in the sheet. */
const onboardingVariant: BarVariant = {
  name: "onboarding",
  bar: [home, jobs, business, forums],
  messagesInBar: false,
  sheet: [profile, network, card, wallet, whatsapp, premium],
};

/** The second variant: Home, Network, Jobs, Business, Messages and More; Forums moves to the sheet. */
const memberVariant: BarVariant = {
  name: "member",
  bar: [home, network, jobs, business],
  messagesInBar: true,
  sheet: [profile, forums, card, wallet, whatsapp, premium],
};

/**
 * Members with a finished profile (listed in the directory, able to connect and write) get the
 * network variant; an account still in onboarding has no one to talk to yet and keeps the first one.
 */
export function barVariantFor(user: Pick<CurrentUser, "profileCompleted"> | null): BarVariant {
  return user?.profileCompleted ? memberVariant : onboardingVariant;
}
