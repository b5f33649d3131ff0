/**
 * D1's "UNIQUE constraint failed": drizzle wraps D1's error in its own, so the cause chain is walked
 * (the original is the cause, sometimes one level deeper).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (/UNIQUE constraint failed/i.test(String((current as { message?: unknown }).message ?? current)))
      return true;
  }
  return false;
}
