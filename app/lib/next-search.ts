/**
 * The search of pages that pass someone on once they are done (/login, /signup, /onboarding):
 * `?next=` is where to go then; each page accepts only same-site paths from it (safeNextPath).
 */
export const nextSearch = (search: Record<string, unknown>): { next?: string } =>
  typeof search.next === "string" ? { next: search.next } : {};
