import { api } from "../lib/api-client";
/** Home query keys, apart from ./home.ts so the public profile page can refresh them without its code. */
export const homeKeys = { summary: [api.home.summary.$path()] as const };
