import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { directoryQuerySchema } from "../contract/network";
import { listDirectory } from "../domain/network/directory";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

/** GET /api/members: the member directory, for signed-in members only (visitors get 401). */
export const memberDirectoryRoutes = new Hono<AppEnv>().get(
  "/",
  signedIn,
  valid("query", directoryQuerySchema, { blankAsMissing: true }),
  async (c) => {
    const viewer = await requireViewer(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listDirectory(c.var.db, viewer.user.id, c.req.valid("query")));
  },
);
