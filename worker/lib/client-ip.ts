/** The caller's address as Cloudflare reports it (x-forwarded-for locally), or null. */
export const clientIp = (request: Request): string | null =>
  request.headers.get("cf-connecting-ip") ??
  request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
  null;
