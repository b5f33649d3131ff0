import { eq } from "drizzle-orm";
import { type OnboardingData, splitSkills } from "../../contract/onboarding";
import type { Database } from "../../db/client";
import { type ConsentPurpose, consents, members } from "../../db/schema";
import { POLICY_VERSION } from "../privacy/consents";

/**
 * How the onboarding consent object becomes ledger rows (method "onboarding", one row per purpose,
 * refusals recorded too so the ledger shows what was offered):
 * - pdplConsentGiven (required) -> privacy: the member accepts the privacy policy and the processing
 *   it describes as needed to run an account (the policy's "contractual necessity" basis). It is
 *   re-recorded here under the current policy version even though sign-up recorded it once.
 * - dataProcessingOptIn -> data_processing: optional processing beyond running the account (using the
 *   profile to personalise suggestions). Withdrawing it later does not stop the processing an account
 *   needs; only deleting the account does, which /privacy-settings says.
 * - marketingOptIn -> marketing; profileSharingOptIn -> profile_sharing.
 * The browser's consentDate and onboardingCompletedAt are not trusted: rows carry the server's time.
 */
export function consentRows(consent: OnboardingData["consent"]) {
  const choices: [ConsentPurpose, boolean][] = [
    ["privacy", consent.pdplConsentGiven],
    ["data_processing", consent.dataProcessingOptIn],
    ["marketing", consent.marketingOptIn],
    ["profile_sharing", consent.profileSharingOptIn],
  ];
  return choices.map(([purpose, granted]) => ({ purpose, granted }));
}

const orNull = <T extends string>(text: T | "") => (text === "" ? null : text);

/** Stores the profile and the consents in one batch: either all of it lands or none. */
export async function completeOnboarding(
  db: Database,
  userId: string,
  input: OnboardingData,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .update(members)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: orNull(input.phoneNumber),
        location: input.location,
        bio: orNull(input.bio),
        title: input.jobTitle,
        company: input.company,
        experience: orNull(input.experience),
        skills: splitSkills(input.skills),
        industry: orNull(input.industry),
        linkedinUrl: orNull(input.linkedinUrl),
        interests: orNull(input.interests),
        profileCompleted: true,
        onboardingCompletedAt: at,
        updatedAt: at,
      })
      .where(eq(members.userId, userId)),
    db.insert(consents).values(
      consentRows(input.consent).map((row) => ({
        ...row,
        userId,
        method: "onboarding",
        policyVersion: POLICY_VERSION,
        createdAt: at,
      })),
    ),
  ]);
}
