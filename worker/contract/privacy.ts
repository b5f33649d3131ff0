import { z } from "zod";
import type { ConsentPurpose } from "./enums";

// /api/privacy: the member's PDPL rights (consents, a copy of their data, erasure).

/** What a member may change on /privacy-settings; terms and privacy are accepted at sign-up. */
export const editableConsentPurposes = [
  "data_processing",
  "marketing",
  "profile_sharing",
] as const satisfies readonly ConsentPurpose[];
export type EditableConsentPurpose = (typeof editableConsentPurposes)[number];

export const consentChangeSchema = z.object({
  purpose: z.enum(editableConsentPurposes),
  granted: z.boolean(),
});
export type ConsentChange = z.input<typeof consentChangeSchema>;

/** One ledger row as the member sees it. */
export type ConsentEntry = {
  purpose: ConsentPurpose;
  granted: boolean;
  /** Where it was given or withdrawn: signup, onboarding, preferences. */
  method: string;
  policyVersion: string;
  at: string;
};

/** GET and PUT /api/privacy/consents: the latest entry per purpose (null: never asked) and the history, newest first. */
export type ConsentsAnswer = {
  current: Record<ConsentPurpose, ConsentEntry | null>;
  history: ConsentEntry[];
};

export const DELETE_CONFIRMATION = "DELETE";

export const deleteAccountSchema = z.object({
  password: z.string().min(1, { error: "Enter your password" }).max(128),
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const WRONG_PASSWORD_MESSAGE = "The password is not correct";
