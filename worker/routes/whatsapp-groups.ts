import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { type WhatsappGroupsResponse, whatsappGroupsQuerySchema } from "../contract/whatsapp-groups";
import { listWhatsappGroups } from "../domain/whatsapp-groups/whatsapp-groups";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { readerLanguage } from "../lib/content-language";
import { valid } from "../lib/validate";

const badFilters = () => new AppError("bad_request", "Invalid filters");

/** Public list; invite links are for signed-in members only. */
export const whatsappGroupRoutes = new Hono<AppEnv>().get(
  "/",
  valid("query", whatsappGroupsQuerySchema, { refuse: badFilters }),
  async (c) => {
    const viewer = await findViewer(c);
    const body: WhatsappGroupsResponse = {
      groups: await listWhatsappGroups(c.var.db, c.req.valid("query"), viewer !== null, readerLanguage(c)),
    };
    return c.json(body);
  },
);
