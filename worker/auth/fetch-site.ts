/**
 * Whether a request may sign the member out. A cross-site page could otherwise end their session
 * with a link or an <img> to /api/logout. Browsers say where a request comes from in Sec-Fetch-Site:
 * "same-origin" (our own pages) and "none" (typed in the address bar, a bookmark) are the member's own.
 * A GET must say so; a POST may also come from a non-browser client (no header), but never cross-site.
 */
export function mayEndSession(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (request.method === "POST") return site === null || site === "same-origin" || site === "none";
  return site === "same-origin" || site === "none";
}
