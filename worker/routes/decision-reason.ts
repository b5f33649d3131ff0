import { z } from "zod";
import { moderationReasonSchema } from "../contract/moderation";
import { valid } from "../lib/validate";

const MAX_REASON_CHARS = 500;

/** An approve or keep may carry a note for the member: its trimmed text (at most 500 characters), or null. */
const decisionNoteSchema = z.unknown().transform((body) => {
  const reason = body && typeof body === "object" && "reason" in body ? body.reason : undefined;
  return { note: (typeof reason === "string" && reason.trim().slice(0, MAX_REASON_CHARS)) || null };
});

// A decision's JSON body; none at all reads as empty (an approve needs no body).

/** A reject or remove: `{ reason }` (3–500 characters, emailed to the member) or a 422 that says so. */
export const requiredReason = valid("json", moderationReasonSchema, { notJson: {} });

/** An approve or keep: the optional note, `c.req.valid("json").note` (a string or null). */
export const optionalNote = valid("json", decisionNoteSchema, { notJson: {} });
