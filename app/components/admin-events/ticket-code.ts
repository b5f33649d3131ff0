/**
 * What a steward typed or the camera read -> the stored form: any case, spaces and dashes ignored.
 * The same rule as the server's normaliseTicketCode, so the offline door matches what the server would.
 */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}
