import { api, pathParams } from "../../lib/api-client";

export const adminTenders = api.admin.tenders;
/** One tender's routes: `adminTender.publish.$post(tenderParam(id))`. */
export const adminTender = adminTenders[":id"];
export const tenderParam = (id: string) => pathParams({ id });
export const tendersBase = adminTenders.$path();
/** Admin writes refresh the admin list and the members' page. */
export const tendersInvalidate = [tendersBase, api.tenders.$path()];

/** How many alert emails a create or publish sent (0 for every later publish). */
export const alertsSentOf = (answer: unknown) =>
  answer && typeof answer === "object" && "alertsSent" in answer && typeof answer.alertsSent === "number"
    ? answer.alertsSent
    : 0;
