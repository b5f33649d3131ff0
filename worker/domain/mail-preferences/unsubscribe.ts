import { eq } from "drizzle-orm";
import type { UnsubscribeInfo } from "../../contract/mail-topics";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { readUnsubscribeToken, type UnsubscribeClaim } from "../../email/unsubscribe";
import { AppError } from "../../errors";
import { mailPreferencesOf, switchMailTopic } from "./preferences";

/** What reading a link needs: the key that signed it and the clock that judges its age. */
export type UnsubscribeContext = { db: Database; secret: string; now: Date };

/**
 * Forged, expired, malformed or of an erased account: one answer for all, a 404 the page explains
 * (never a 5xx, never which of them it was).
 */
const NOT_VALID =
  "This unsubscribe link is not valid or has expired. You can manage your mail on your privacy settings page.";

/** a***@example.com: enough for the member to know it is theirs, not enough to read it off a shared link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

async function claimOf(
  context: UnsubscribeContext,
  token: string,
): Promise<UnsubscribeClaim & { email: string }> {
  const claim = await readUnsubscribeToken(context.secret, token, context.now);
  if (!claim) throw new AppError("not_found", NOT_VALID);
  const member = await context.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, claim.userId))
    .get();
  if (!member) throw new AppError("not_found", NOT_VALID);
  return { ...claim, email: member.email };
}

async function infoOf(
  context: UnsubscribeContext,
  claim: UnsubscribeClaim & { email: string },
): Promise<UnsubscribeInfo> {
  const { topics } = await mailPreferencesOf(context.db, claim.userId);
  return { topic: claim.topic, subscribed: topics[claim.topic], email: maskEmail(claim.email) };
}

/** GET /api/unsubscribe/{token}: which kind of mail, whose address (masked), and whether it is on. */
export async function unsubscribeInfo(context: UnsubscribeContext, token: string): Promise<UnsubscribeInfo> {
  return infoOf(context, await claimOf(context, token));
}

/**
 * The link's one-click unsubscribe (RFC 8058) or the page's button: the topic goes off with one consent
 * row (method "unsubscribe-link", naming the campaign that sent the link), written only when it was on;
 * a replay answers the same without a second row.
 */
export async function unsubscribe(context: UnsubscribeContext, token: string): Promise<UnsubscribeInfo> {
  const claim = await claimOf(context, token);
  await switchMailTopic(context.db, {
    userId: claim.userId,
    topic: claim.topic,
    enabled: false,
    method: "unsubscribe-link",
    campaignId: claim.campaignId,
  });
  return infoOf(context, claim);
}

/** The page's Undo: the same link switches the topic back on (one row, only when it was off). */
export async function resubscribe(context: UnsubscribeContext, token: string): Promise<UnsubscribeInfo> {
  const claim = await claimOf(context, token);
  await switchMailTopic(context.db, {
    userId: claim.userId,
    topic: claim.topic,
    enabled: true,
    method: "unsubscribe-link",
  });
  return infoOf(context, claim);
}
