import { desc, eq, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import type { AdminApplication, MembershipApplication } from "../../contract/membership-application";
import type { Database } from "../../db/client";
import { members, membershipApplications, membershipTiers, user } from "../../db/schema";
import { applicationConfirmationEmail } from "../../email/application-emails";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { inLanguage } from "../../lib/content-language";
import { type MailClient, requireVisitorMail } from "../visitor-mail/limit";

type ApplicationData = Omit<MembershipApplication, "agreeTerms">;

/** Stores an application; it belongs to the signed-in account, or to the account with that email. */
export async function createApplication(
  db: Database,
  data: ApplicationData,
  viewerId: string | null,
  /** The page's language: the review mail to an applicant without an account is written in it. */
  language: Language,
  now = new Date(),
): Promise<string> {
  const email = data.email.toLowerCase();
  const owner =
    viewerId ??
    (await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).get())?.id ??
    null;
  const id = crypto.randomUUID();
  await db.insert(membershipApplications).values({
    id,
    firstName: data.firstName,
    lastName: data.lastName,
    email,
    phone: data.phone,
    city: data.city,
    profession: data.profession,
    company: data.company,
    experience: data.experience,
    membershipType: data.membershipType,
    agreeTermsAt: now.toISOString(),
    agreeMarketing: data.agreeMarketing ?? false,
    language,
    userId: owner,
  });
  return id;
}

const columns = {
  id: membershipApplications.id,
  firstName: membershipApplications.firstName,
  lastName: membershipApplications.lastName,
  email: membershipApplications.email,
  phone: membershipApplications.phone,
  city: membershipApplications.city,
  profession: membershipApplications.profession,
  company: membershipApplications.company,
  experience: membershipApplications.experience,
  membershipType: membershipApplications.membershipType,
  agreeMarketing: membershipApplications.agreeMarketing,
  status: membershipApplications.status,
  reviewNote: membershipApplications.reviewNote,
  createdAt: membershipApplications.createdAt,
};

/** The chosen tier's name in each language admins wrote it in. */
const tierNames = {
  tierName: membershipTiers.name,
  tierNameAr: membershipTiers.nameAr,
  tierNameUr: membershipTiers.nameUr,
};
type Versions = { tierName: string | null; tierNameAr: string | null; tierNameUr: string | null };
type Row = Omit<AdminApplication, "tierName" | "shownIn"> & Partial<Versions>;

/** The row with its tier named in `language` (English where missing; the id if the tier is gone). */
function toAdminApplication(
  { tierName, tierNameAr, tierNameUr, ...row }: Row,
  language: Language,
): AdminApplication {
  const name = inLanguage({ en: tierName ?? row.membershipType, ar: tierNameAr, ur: tierNameUr }, language);
  return { ...row, tierName: name.value, shownIn: { tierName: name.language } };
}

/** Pending first, then newest first; tier names in the reader's language. */
export async function listApplications(db: Database, language: Language = "en"): Promise<AdminApplication[]> {
  const rows = await db
    .select({ ...columns, ...tierNames })
    .from(membershipApplications)
    .leftJoin(membershipTiers, eq(membershipTiers.id, membershipApplications.membershipType))
    .orderBy(sql`${membershipApplications.status} = 'pending' desc`, desc(membershipApplications.createdAt))
    .limit(500);
  return rows.map((row) => toAdminApplication(row, language));
}

export async function reviewApplication(
  db: Database,
  id: string,
  review: { status: "approved" } | { status: "rejected"; reason: string },
  now = new Date(),
  language: Language = "en",
): Promise<AdminApplication> {
  const [row] = await db
    .update(membershipApplications)
    .set({
      status: review.status,
      reviewNote: review.status === "rejected" ? review.reason : null,
      reviewedAt: now.toISOString(),
    })
    .where(eq(membershipApplications.id, id))
    .returning(columns);
  if (!row) throw new AppError("not_found", "No such application");
  const tier = await db
    .select(tierNames)
    .from(membershipTiers)
    .where(eq(membershipTiers.id, row.membershipType))
    .get();
  return toAdminApplication({ ...row, ...tier }, language);
}

/** The language to write to an applicant in: their account's, else the one they applied in. */
export async function applicantLanguage(db: Database, applicationId: string): Promise<Language> {
  const row = await db
    .select({ preferred: members.preferredLanguage, appliedIn: membershipApplications.language })
    .from(membershipApplications)
    .leftJoin(members, eq(members.userId, membershipApplications.userId))
    .where(eq(membershipApplications.id, applicationId))
    .get();
  return row?.preferred ?? row?.appliedIn ?? "en";
}

/**
 * POST /api/membership/applications: stores the application and confirms it to the applicant in
 * their language, through the mail outbox. A visitor's application is refused (429, nothing stored)
 * past the visitor-mail limits, counted before anything else so the refusal says nothing about the
 * address; a signed-in member's receipt goes to an address they typed while signed in, unlimited.
 */
export async function submitApplication(
  deps: { db: Database; mailer: Mailer },
  data: ApplicationData,
  options: { viewerId: string | null; language: Language; origin: string; client: MailClient },
): Promise<string> {
  const to = data.email.toLowerCase();
  if (!options.viewerId)
    await requireVisitorMail(deps.db, { purpose: "application", recipient: to, client: options.client });
  const id = await createApplication(deps.db, data, options.viewerId, options.language);
  await deps.mailer.send(
    applicationConfirmationEmail({
      to,
      membershipType: data.membershipType,
      language: options.language,
      origin: options.origin,
    }),
  );
  return id;
}
