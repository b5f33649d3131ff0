import { z } from "zod";
import { industries, spokenLanguages } from "./enums";
import type { ConnectionStatus } from "./home";

export const DIRECTORY_PAGE_SIZE = 12;

const filterText = z.string().trim().max(100, "Keep each filter under 100 characters").optional();

/**
 * GET /api/members: every filter is optional and they narrow together. q looks in names, titles,
 * companies, cities and skills; the others look in one field each (words match inside the field).
 * `city` is a city id of worker/contract/cities.ts (the page's select) or any spelling matchCity reads,
 * matched by id; other text looks inside the cities no admin has matched yet.
 */
export const directoryQuerySchema = z.object({
  q: filterText,
  profession: filterText,
  industry: z.enum(industries).optional(),
  city: filterText,
  company: filterText,
  language: z.enum(spokenLanguages).optional(),
  skill: filterText,
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** One member's card in the directory: what profile sharing shows (never email or phone). */
export type DirectoryMember = {
  id: string;
  name: string;
  title: string | null;
  company: string | null;
  location: string | null;
  industry: string | null;
  languages: string[];
  skills: string[];
  profileImageUrl: string | null;
  /** The viewer's own card (always listed to them, shared or not). */
  isSelf: boolean;
  connection: ConnectionStatus;
};

export type DirectoryPage = {
  members: DirectoryMember[];
  total: number;
  page: number;
  pageSize: number;
};

/** A member in the request lists and suggestions (the same fields as a directory card's top). */
export type NetworkPerson = {
  id: string;
  name: string;
  title: string | null;
  company: string | null;
  location: string | null;
  profileImageUrl: string | null;
};

/** GET /api/profile/connections/requests: who asked me (incoming) and whom I asked (outgoing). */
export type ConnectionRequests = {
  incoming: (NetworkPerson & { requestedAt: string })[];
  outgoing: (NetworkPerson & { requestedAt: string })[];
};

/** GET /api/profile/connections/suggestions: sharing members in my city and industry, not yet linked. */
export type PeopleYouMayKnow = { people: NetworkPerson[] };
export const SUGGESTIONS_SHOWN = 6;

/** The other member in /api/profile/connections/:userId (and the older /api/profile/:userId/connection). */
export const memberParamSchema = z.object({ userId: z.string().trim().min(1).max(64) });
