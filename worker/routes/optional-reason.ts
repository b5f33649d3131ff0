import type { Context } from "hono";
import type { AppEnv } from "../env";

const MAX_REASON_CHARS = 500;

/**
 * The admin's reason for the older photo and report sections, which may post no body at all: the
 * trimmed `reason` of a JSON body, or null. (The moderation queue requires one and validates it.)
 */
export async function optionalReason(c: Context<AppEnv>): Promise<string | null> {
  const body: unknown = await c.req.json().catch(() => null);
  if (!body || typeof body !== "object" || !("reason" in body) || typeof body.reason !== "string")
    return null;
  return body.reason.trim().slice(0, MAX_REASON_CHARS) || null;
}
