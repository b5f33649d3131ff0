import { isLanguage } from "../lib/language";

/** Local development and tests run on localhost over plain http; everything else is production. */
export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** The interface language the visitor chose (the `lang` cookie), or null when they chose none. */
export function cookieLanguage(request: Request) {
  const match = request.headers.get("cookie")?.match(/(?:^|;\s*)lang=([^;]+)/);
  return isLanguage(match?.[1]) ? match[1] : null;
}

/** The interface language the visitor chose, English if none: for emails sent before a profile exists. */
export function requestLanguage(request: Request) {
  return cookieLanguage(request) ?? "en";
}
