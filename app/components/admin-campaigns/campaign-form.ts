// What the builder holds while the admin types, and how it becomes the contract's body. Days are kept
// as typed (text), so a half-typed number is never lost or silently changed.
import type {
  CampaignChannel,
  CampaignCreate,
  CampaignDetail,
  CampaignKind,
  Segment,
  SegmentAttendance,
} from "../../../worker/contract/campaigns";
import { segmentSchema } from "../../../worker/contract/campaigns";
import type { MemberCity } from "../../../worker/contract/cities";
import type { Language, MembershipTierId } from "../../../worker/contract/enums";

export type SegmentForm = {
  tiers: MembershipTierId[];
  cities: MemberCity[];
  languages: Language[];
  status: "" | "active" | "expired";
  expiresWithinDays: string;
  joinedWithinDays: string;
  eventIds: string[];
  attendance: "" | SegmentAttendance;
};

export type Texts = Record<Language, string>;

export type CampaignForm = {
  name: string;
  kind: CampaignKind;
  segment: SegmentForm;
  channels: CampaignChannel[];
  subject: Texts;
  body: Texts;
};

export const emptySegmentForm: SegmentForm = {
  tiers: [],
  cities: [],
  languages: [],
  status: "",
  expiresWithinDays: "",
  joinedWithinDays: "",
  eventIds: [],
  attendance: "",
};

export const emptyCampaignForm: CampaignForm = {
  name: "",
  kind: "promotional",
  segment: emptySegmentForm,
  channels: ["email", "inapp"],
  subject: { en: "", ar: "", ur: "" },
  body: { en: "", ar: "", ur: "" },
};

/** A typed day count as the contract wants it: a number, or absent when the box is empty. */
const days = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
const some = <T>(values: T[]) => (values.length > 0 ? values : undefined);

/** The segment as the API reads it: only the filters that are set. */
export function segmentOf(form: SegmentForm): Segment {
  const segment: Segment = {
    tiers: some(form.tiers),
    cities: some(form.cities),
    languages: some(form.languages),
    status: form.status || undefined,
    expiresWithinDays: days(form.expiresWithinDays),
    joinedWithinDays: days(form.joinedWithinDays),
    eventIds: some(form.eventIds),
    attendance: form.eventIds.length > 0 ? form.attendance || undefined : undefined,
  };
  return Object.fromEntries(Object.entries(segment).filter(([, value]) => value !== undefined)) as Segment;
}

/** The day fields the contract refuses as typed (a browser's number box lets "1.5" and "0" through). */
export function badDayFields(form: SegmentForm): ("expiresWithinDays" | "joinedWithinDays")[] {
  const result = segmentSchema.safeParse(segmentOf(form));
  if (result.success) return [];
  const fields = new Set(result.error.issues.map((issue) => issue.path[0]));
  return (["expiresWithinDays", "joinedWithinDays"] as const).filter((field) => fields.has(field));
}

const optionalText = (text: string) => (text.trim() === "" ? undefined : text);

/** The create (and update) body; Arabic and Urdu left empty are left out, so they fall back to English. */
export function createBodyOf(form: CampaignForm, sendAt?: string): CampaignCreate {
  return {
    name: form.name,
    kind: form.kind,
    segment: segmentOf(form.segment),
    channels: form.channels,
    subject: { en: form.subject.en, ar: optionalText(form.subject.ar), ur: optionalText(form.subject.ur) },
    body: { en: form.body.en, ar: optionalText(form.body.ar), ur: optionalText(form.body.ur) },
    ...(sendAt ? { sendAt } : {}),
  };
}

/** A saved campaign back in the builder (editing a draft). */
export function formOf(detail: CampaignDetail): CampaignForm {
  const { segment } = detail;
  return {
    name: detail.name,
    kind: detail.kind,
    channels: detail.channels,
    segment: {
      tiers: segment.tiers ?? [],
      cities: segment.cities ?? [],
      languages: segment.languages ?? [],
      status: segment.status ?? "",
      expiresWithinDays: segment.expiresWithinDays?.toString() ?? "",
      joinedWithinDays: segment.joinedWithinDays?.toString() ?? "",
      eventIds: segment.eventIds ?? [],
      attendance: segment.attendance ?? "",
    },
    subject: { en: detail.subject.en, ar: detail.subject.ar ?? "", ur: detail.subject.ur ?? "" },
    body: { en: detail.body.en, ar: detail.body.ar ?? "", ur: detail.body.ur ?? "" },
  };
}

/** The languages a member could read that have no subject or no message yet (English is required apart). */
export const missingLanguages = (form: Pick<CampaignForm, "subject" | "body">): ("ar" | "ur")[] =>
  (["ar", "ur"] as const).filter(
    (language) => form.subject[language].trim() === "" || form.body[language].trim() === "",
  );
