import { desc, eq, sql } from "drizzle-orm";
import type { ContactMessage, ContactMessageData } from "../contract/contact";
import type { Language } from "../contract/enums";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { contactConfirmationEmail, contactReceivedEmail } from "../email/contact-emails";
import type { Mailer } from "../email/mailer";
import { AppError } from "../errors";
import { type MailClient, takeVisitorMail } from "./visitor-mail/limit";

/** At most this many messages per sender address per hour: enough for a person, not for a script. */
export const CONTACT_LIMIT_PER_HOUR = 5;

/**
 * Stores a message unless its sender already sent CONTACT_LIMIT_PER_HOUR in the last hour. Check and
 * insert are one statement, so parallel submissions cannot slip past the limit.
 */
export async function storeContactMessage(
  db: Database,
  data: ContactMessageData,
  options: { userId: string | null; now: Date },
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const now = options.now.toISOString();
  const hourAgo = new Date(options.now.getTime() - 3_600_000).toISOString();
  const rows = await db.all<{ id: string }>(sql`
    insert into ${contactMessages}
      (id, first_name, last_name, email, phone, subject, message, privacy_consent_at, user_id, created_at)
    select ${id}, ${data.firstName}, ${data.lastName}, ${data.email}, ${data.phone ?? null}, ${data.subject},
      ${data.message}, ${now}, ${options.userId}, ${now}
    where (
      select count(*) from ${contactMessages}
      where lower(email) = lower(${data.email}) and created_at > ${hourAgo}
    ) < ${CONTACT_LIMIT_PER_HOUR}
    returning id`);
  if (!rows[0]) {
    throw new AppError(
      "rate_limited",
      "You have sent several messages in the last hour. Please wait a little before sending another.",
    );
  }
  return { id: rows[0].id };
}

/**
 * Tells support (reply-to the sender, written in the text) and confirms to the sender in their
 * language, through the mail outbox (nothing here waits for a mail server). A visitor's receipt goes
 * to an address anyone can type, so past the visitor-mail limits it is skipped, silently: support
 * still gets the message, and the sender's page reads the same.
 */
export async function notifyContactMessage(
  deps: { db: Database; mailer: Mailer },
  data: ContactMessageData,
  options: { supportEmail: string; language: Language; visitor: MailClient | null },
): Promise<void> {
  await deps.mailer.send(contactReceivedEmail(options.supportEmail, data));
  const allowed =
    !options.visitor ||
    (await takeVisitorMail(deps.db, {
      purpose: "contact",
      recipient: data.email,
      client: options.visitor,
    })) === 0;
  if (allowed) await deps.mailer.send(contactConfirmationEmail(data, options.language));
}

export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  return db
    .select({
      id: contactMessages.id,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      status: contactMessages.status,
      userId: contactMessages.userId,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(500);
}

export async function setContactMessageStatus(
  db: Database,
  id: string,
  status: ContactMessage["status"],
): Promise<void> {
  const [row] = await db
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!row) throw new AppError("not_found", "Message not found");
}
