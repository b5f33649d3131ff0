import type {
  CampaignChannel,
  CampaignKind,
  CampaignStatus,
  SegmentAttendance,
} from "../../../worker/contract/campaigns";
import type { Language, MembershipTierId } from "../../../worker/contract/enums";
import type { AdminCampaignsTexts } from "../../i18n/messages/admin-campaigns";
import { dateTimeFormat, numberFormat } from "../../lib/intl-formats";

type Key = keyof AdminCampaignsTexts;

// Keyed by the contract's value lists: a new kind, status or channel needs its words here.
export const kindLabel = {
  promotional: "kindPromotional",
  service: "kindService",
} as const satisfies Record<CampaignKind, Key>;
export const statusLabel = {
  draft: "statusDraft",
  scheduled: "statusScheduled",
  sending: "statusSending",
  sent: "statusSent",
  cancelled: "statusCancelled",
} as const satisfies Record<CampaignStatus, Key>;
export const channelLabel = {
  email: "channelEmail",
  push: "channelPush",
  inapp: "channelInapp",
} as const satisfies Record<CampaignChannel, Key>;
/** The channel as a word inside a sentence ("by email and bell"). */
export const channelWord = {
  email: "channelWordEmail",
  push: "channelWordPush",
  inapp: "channelWordInapp",
} as const satisfies Record<CampaignChannel, Key>;
export const tierLabel = {
  basic: "tierBasic",
  premium: "tierPremium",
  executive: "tierExecutive",
} as const satisfies Record<MembershipTierId, Key>;
export const languageLabel = {
  en: "languageEn",
  ar: "languageAr",
  ur: "languageUr",
} as const satisfies Record<Language, Key>;
export const attendanceLabel = {
  registered: "attendanceRegistered",
  checkedIn: "attendanceCheckedIn",
  noShow: "attendanceNoShow",
} as const satisfies Record<SegmentAttendance, Key>;

export const statusStyle: Record<CampaignStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-brand-100 text-brand-900",
  cancelled: "bg-red-100 text-red-900",
};

/** A count with the admin's digits and grouping ("1,234"). */
export const countText = (language: Language, count: number) => numberFormat(language, {}).format(count);

/** Campaign times are read in Riyadh time, whatever the admin's device says. */
export const riyadhText = (language: Language, iso: string) =>
  dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Riyadh" }).format(
    new Date(iso),
  );

/** "email and bell" in the admin's language. */
export const channelsText = (language: Language, words: string[]) =>
  new Intl.ListFormat(language, { type: "conjunction" }).format(words);
