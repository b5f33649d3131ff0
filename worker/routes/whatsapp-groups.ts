import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { type WhatsappGroupsResponse, whatsappGroupsQuerySchema } from "../contract/whatsapp-groups";
import { listWhatsappGroups } from "../domain/whatsapp-groups";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** Public list; invite links are for signed-in members only. */
export const whatsappGroupRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const parsed = whatsappGroupsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError("bad_request", "Invalid filters");
  const viewer = await findViewer(c);
  const body: WhatsappGroupsResponse = {
    groups: await listWhatsappGroups(c.var.db, parsed.data, viewer !== null),
  };
  return c.json(body);
});
