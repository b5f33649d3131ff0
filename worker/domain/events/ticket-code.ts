/**
 * Door codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U), so a steward can
 * read one aloud or type it from a cracked screen. 30^8 ≈ 6.6·10^11 codes; the UNIQUE index on
 * rsvps.ticket_code catches the (vanishing) chance of a repeat. Migration 0014 rewrote older codes.
 */
export const TICKET_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const TICKET_CODE_LENGTH = 8;

export function newTicketCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TICKET_CODE_LENGTH));
  // 256 is not a multiple of 30: the first 16 letters are 1/256 likelier. Harmless for a door code.
  return [...bytes].map((byte) => TICKET_ALPHABET[byte % TICKET_ALPHABET.length]).join("");
}

/** What a steward typed or a scanner read -> the stored form: any case, spaces and dashes ignored. */
export function normaliseTicketCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}
