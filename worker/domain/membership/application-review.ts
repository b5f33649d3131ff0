import { eq } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import type { AdminApplication } from "../../contract/membership-application";
import type { Database } from "../../db/client";
import { membershipApplications } from "../../db/schema";
import { applicationReviewedEmail } from "../../email/application-emails";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { applicantLanguage, reviewApplication } from "./applications";
import { ensureMembershipId } from "./membership-number";
import { createPasswordlessAccount, findAccountByEmail } from "./register";

/**
 * Approves or rejects a membership application and emails the applicant the outcome. An approved
 * applicant without an account gets one, passwordless, with its membership number and the welcome
 * (which carries the set-password link); one who has an account keeps it and its number.
 */
export async function decideApplication(
  db: Database,
  mailer: Mailer,
  options: {
    id: string;
    review: { status: "approved" } | { status: "rejected"; reason: string };
    origin: string;
    /** wrangler.toml's MEMBERSHIP_ID_PREFIX. */
    prefix?: string;
    /** The admin's reading language, for the tier name in the answer. */
    readerLanguage?: Language;
  },
): Promise<AdminApplication> {
  const application = await reviewApplication(
    db,
    options.id,
    options.review,
    new Date(),
    options.readerLanguage,
  );
  const language = await applicantLanguage(db, application.id);
  if (options.review.status === "approved") {
    const userId = await approvedAccount(db, mailer, application, {
      prefix: options.prefix ?? "SPPC",
      origin: options.origin,
      language,
    });
    await db
      .update(membershipApplications)
      .set({ userId })
      .where(eq(membershipApplications.id, application.id));
  }
  await mailer.send(
    applicationReviewedEmail({
      to: application.email,
      firstName: application.firstName,
      language,
      origin: options.origin,
      review: options.review,
    }),
  );
  return application;
}

/** The applicant's account: theirs if the email has one, else created now (a second approval finds it). */
async function approvedAccount(
  db: Database,
  mailer: Mailer,
  application: AdminApplication,
  options: { prefix: string; origin: string; language: Awaited<ReturnType<typeof applicantLanguage>> },
): Promise<string> {
  // A signed-in applicant's application is theirs whatever address they typed.
  const owner = await db
    .select({ userId: membershipApplications.userId })
    .from(membershipApplications)
    .where(eq(membershipApplications.id, application.id))
    .get();
  const existingId = owner?.userId ?? (await findAccountByEmail(db, application.email))?.userId;
  if (existingId) {
    await ensureMembershipId(db, existingId, options.prefix);
    return existingId;
  }
  const created = await createPasswordlessAccount(
    db,
    {
      fullName: `${application.firstName} ${application.lastName}`,
      email: application.email,
      phone: application.phone,
      profession: application.profession,
      company: application.company ?? "",
      city: application.city,
      language: options.language,
    },
    { prefix: options.prefix, origin: options.origin, mailer },
  );
  if (created) return created.userId;
  // Another admin (or the applicant signing up) created the account a moment ago: use that one.
  const raced = await findAccountByEmail(db, application.email);
  if (!raced) throw new AppError("conflict", "Please try again");
  return raced.userId;
}
