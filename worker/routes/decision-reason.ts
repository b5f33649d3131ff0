import type { Context } from "hono";
import { moderationReasonSchema } from "../contract/moderation";
import type { AppEnv } from "../env";
import { parseInput } from "../lib/validate";

const MAX_REASON_CHARS = 500;

/** The JSON body of a decision; none at all reads as empty (an approve needs no body). */
const bodyOf = (c: Context<AppEnv>): Promise<unknown> => c.req.json().catch(() => ({}));

/** A reject or remove: the reason (3–500 characters, emailed to the member) or a 422 that says so. */
export async function requiredReason(c: Context<AppEnv>): Promise<string> {
  return parseInput(moderationReasonSchema, await bodyOf(c)).reason;
}

/** An approve or keep may carry a note for the member: its trimmed text, or null. */
export async function optionalReason(c: Context<AppEnv>): Promise<string | null> {
  const body = await bodyOf(c);
  if (!body || typeof body !== "object" || !("reason" in body) || typeof body.reason !== "string")
    return null;
  return body.reason.trim().slice(0, MAX_REASON_CHARS) || null;
}
