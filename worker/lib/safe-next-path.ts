/**
 * Accepts only same-site absolute paths ("/profile?tab=x"), so a `next` parameter can never send
 * someone to another origin ("//evil.example", "https://...", "/\\evil") after sign-in.
 */
export function safeNextPath(next: string | undefined | null): string | null {
  if (!next || next.length > 512) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  for (let i = 0; i < next.length; i++) if (next.charCodeAt(i) < 0x20) return null;
  return next;
}
