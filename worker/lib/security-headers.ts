// The security headers of every answer: the worker sets them on /api (worker/lib/answer-headers.ts) and
// the build writes them into Workers Static Assets' _headers file for the app and its files
// (scripts/vite-headers-file.ts), which the deployed platform and `vite preview` both apply.
// Imports nothing, so the build (Node), the worker and the app's tests read the same values.

/** Headers every answer carries, the app's HTML and files and the API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  // No page of ours may be framed (clickjacking); frame-ancestors says the same to newer browsers.
  "X-Frame-Options": "DENY",
  // Not no-referrer: under it a browser sends `Origin: null` with a same-origin form post, which the
  // API's CSRF check (worker/index.ts) refuses. Other sites see our origin only, never a page's path
  // (a ticket link's token).
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The camera for the steward's QR scanner (app/components/admin-events/qr-scanner.tsx); nothing
  // else. Only features Chromium knows are listed: an unknown one is a console error on every page.
  "Permissions-Policy":
    "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()",
  // Checkout is a top-level navigation to the gateway, never a popup, so no window needs our opener.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  // The old XSS auditor is off: it caused leaks of its own, and the CSP does its work.
  "X-XSS-Protection": "0",
};

/** The API answers JSON, files and redirects: nothing in them may load or run anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The one API answer that may be framed: a campaign mail rendered for the admin's "preview as a member"
 * (GET /api/admin/campaigns/{id}/render.html, app/components/admin-campaigns/member-preview.tsx). A mail
 * is styled inline (style="" attributes), which the app's `style-src 'self'` refuses; a srcdoc frame
 * inherits the page's policy, so the preview is served as a document with a policy of its own instead of
 * loosening the app's. It allows inline styles and images, nothing else: no script, no fetch, no form,
 * framed only by our own pages, and sandboxed even if opened on its own (the frame is sandboxed too).
 */
export const MAIL_PREVIEW_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

/**
 * The app's policy: everything from our own origin, nothing inline but the scripts whose hashes the
 * build computed from the built index.html. Images may also be data: (QR codes drawn in tests and
 * previews) and blob: (a photo previewed before upload, a generated QR image).
 */
export function appContentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const hashes = inlineScriptHashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    // Only the mail preview above: every other answer of our origin refuses to be framed (X-Frame-Options
    // DENY, frame-ancestors 'none'), and other origins are still not allowed. A source with a path would
    // need the deployed origin, which the build's _headers file does not know.
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The bodies of a page's inline scripts that run (classic or module; not data blocks like JSON-LD). */
export function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return scripts
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === "module" || type === "text/javascript";
    })
    .map(([, , body = ""]) => body);
}

/** Workers Static Assets' _headers file for the app, given the base64 SHA-256 of its inline scripts. */
export function headersFile(inlineScriptHashes: readonly string[]): string {
  const all = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": appContentSecurityPolicy(inlineScriptHashes),
  };
  return [
    "# Written by scripts/vite-headers-file.ts at build time; edit worker/lib/security-headers.ts.",
    "/*",
    ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`),
    // File names under /assets/ carry their content hash: a changed file is a new URL.
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}
