const encoder = new TextEncoder();

/**
 * Constant-time comparison of a presented secret with the configured one. Both are hashed first so
 * the comparison also hides the secret's length.
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  if (!expected) return false;
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}
