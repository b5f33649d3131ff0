import type { AdminTender } from "../../../worker/contract/tenders";

export const tendersBase = "/api/admin/tenders";
export const tenderPath = (id: string, rest = "") => `${tendersBase}/${encodeURIComponent(id)}${rest}`;
/** Admin writes refresh the admin list and the members' page. */
export const tendersInvalidate = [tendersBase, "/api/tenders"];

export type TenderAnswer = { tender: AdminTender; alertsSent?: number };

/** How many alert emails a create or publish sent (0 for every later publish). */
export const alertsSentOf = (answer: unknown) => (answer as TenderAnswer | undefined)?.alertsSent ?? 0;
