import type { AdminApplication } from "../../contract/membership-application";
import type { Database } from "../../db/client";
import { applicationReviewedEmail } from "../../email/application-emails";
import type { Mailer } from "../../email/mailer";
import { applicantLanguage, reviewApplication } from "./applications";

/** Approves or rejects a membership application and emails the applicant the outcome. */
export async function decideApplication(
  db: Database,
  mailer: Mailer,
  options: {
    id: string;
    review: { status: "approved" } | { status: "rejected"; reason: string };
    origin: string;
  },
): Promise<AdminApplication> {
  const application = await reviewApplication(db, options.id, options.review);
  await mailer.send(
    applicationReviewedEmail({
      to: application.email,
      firstName: application.firstName,
      language: await applicantLanguage(db, application.id),
      origin: options.origin,
      review: options.review,
    }),
  );
  return application;
}
