import { eq } from "drizzle-orm";
import { keyRetryAfterMs, recordKeyFailure } from "../../auth/rate-limit";
import type { PaidTierId } from "../../contract/enums";
import type { Database } from "../../db/client";
import { members, membershipTiers, user } from "../../db/schema";
import { checkoutLinkEmail } from "../../email/identity-emails";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { inLanguage } from "../../lib/content-language";
import { signToken, tokenValid } from "../../lib/signing-secret";

const PURPOSE = "checkout";
export const CHECKOUT_LINK_TTL_MS = 24 * 3_600_000;
/**
 * Links mailed per membership number and per requesting address in an hour: a visitor typing a number
 * makes us mail its owner, so it follows the visitor-mail limit (3 an hour to one recipient, issue 18).
 */
export const CHECKOUT_LINKS_PER_ID = 3;
export const CHECKOUT_LINKS_PER_ADDRESS = 10;
export const CHECKOUT_LINK_WINDOW_MS = 3_600_000;

export const checkoutLinkToken = (secret: string, membershipId: string, now: Date) =>
  signToken(secret, PURPOSE, membershipId, now.getTime() + CHECKOUT_LINK_TTL_MS);

export const checkoutLinkValid = (secret: string, membershipId: string, token: string, now: Date) =>
  tokenValid(secret, PURPOSE, membershipId, token, now.getTime());

/** The emailed /checkout address: the spec's `?membership_id=` plus the signature that lets it open. */
export async function checkoutLinkUrl(
  secret: string,
  order: { origin: string; membershipId: string; tier: PaidTierId },
  now: Date,
): Promise<string> {
  const url = new URL("/checkout", order.origin);
  url.searchParams.set("membership_id", order.membershipId);
  if (order.tier !== "premium") url.searchParams.set("tier", order.tier);
  url.searchParams.set("token", await checkoutLinkToken(secret, order.membershipId, now));
  return url.toString();
}

/** The count of payment links mailed for one membership number (also erased with the account). */
export const checkoutLinkIdKey = (membershipId: string) => `checkout-link-id:${membershipId.toUpperCase()}`;

/**
 * A visitor typed a membership number: the checkout opens only from a link mailed to the member, so a
 * number alone never tells whose it is. Unknown numbers get the same answer (nothing is sent), and both
 * the number and the asking address are limited, so the member's inbox cannot be flooded.
 */
export async function emailCheckoutLink(
  db: Database,
  mailer: Mailer,
  request: { membershipId: string; tier: PaidTierId; origin: string; ip: string | null; secret: string },
  now: Date,
): Promise<void> {
  const idKey = checkoutLinkIdKey(request.membershipId);
  const addressKey = `checkout-link-ip:${request.ip ?? "unknown"}`;
  const wait = Math.max(
    await keyRetryAfterMs(db, idKey, CHECKOUT_LINKS_PER_ID, now.getTime(), CHECKOUT_LINK_WINDOW_MS),
    await keyRetryAfterMs(db, addressKey, CHECKOUT_LINKS_PER_ADDRESS, now.getTime(), CHECKOUT_LINK_WINDOW_MS),
  );
  if (wait > 0) {
    throw new AppError(
      "rate_limited",
      "A payment link was emailed a moment ago. Please check the member's inbox.",
      {
        retryAfterSeconds: Math.ceil(wait / 1000),
      },
    );
  }
  await recordKeyFailure(db, idKey, now.getTime(), CHECKOUT_LINK_WINDOW_MS);
  await recordKeyFailure(db, addressKey, now.getTime(), CHECKOUT_LINK_WINDOW_MS);
  const owner = await db
    .select({ email: user.email, membershipId: members.membershipId, language: members.preferredLanguage })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.membershipId, request.membershipId))
    .get();
  if (!owner?.membershipId) return;
  const tier = await db
    .select({ name: membershipTiers.name, nameAr: membershipTiers.nameAr, nameUr: membershipTiers.nameUr })
    .from(membershipTiers)
    .where(eq(membershipTiers.id, request.tier))
    .get();
  const url = await checkoutLinkUrl(
    request.secret,
    { origin: request.origin, membershipId: owner.membershipId, tier: request.tier },
    now,
  );
  await mailer.send(
    checkoutLinkEmail({
      to: owner.email,
      tierName: inLanguage(
        { en: tier?.name ?? request.tier, ar: tier?.nameAr, ur: tier?.nameUr },
        owner.language,
      ).value,
      language: owner.language,
      url,
    }),
  );
}

/** "Ahmed Hassan" as "A***d H****n": enough for the member to recognise, too little to learn a name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const letters = [...word];
      if (letters.length <= 2) return `${letters[0] ?? ""}*`;
      return `${letters[0]}${"*".repeat(letters.length - 2)}${letters[letters.length - 1]}`;
    })
    .join(" ");
}
