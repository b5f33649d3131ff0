import { appContentSecurityPolicy, inlineScripts } from "../lib/security-headers";

let cached: { shell: string; policy: string } | undefined;

/**
 * The CSP of a page answered by the worker: the same policy the build writes into _headers for the
 * static shell (scripts/vite-headers-file.ts), its script hashes computed from the shell actually served,
 * so the two cannot drift. The tags the worker adds are data blocks (JSON-LD), which CSP does not run.
 */
export async function shellPolicy(shell: string): Promise<string> {
  if (cached?.shell === shell) return cached.policy;
  const hashes = await Promise.all(inlineScripts(shell).map(sha256Base64));
  cached = { shell, policy: appContentSecurityPolicy(hashes) };
  return cached.policy;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}
