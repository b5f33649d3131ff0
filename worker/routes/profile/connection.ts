import { Hono } from "hono";
import { requireViewer } from "../../auth/guards";
import type { ConnectionState } from "../../contract/home";
import { connect, disconnect, isConnected } from "../../domain/profile/connections";
import { sharesProfile } from "../../domain/profile/sharing";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";

/** /api/profile/:userId/connection: the signed-in member's connection with another member. */
export const connectionRoutes = new Hono<AppEnv>()
  .get("/:userId/connection", async (c) => {
    const viewer = await requireViewer(c);
    const connected = await isConnected(c.var.db, viewer.user.id, c.req.param("userId"));
    return c.json({ connected } satisfies ConnectionState);
  })
  .put("/:userId/connection", async (c) => {
    const viewer = await requireViewer(c);
    const other = c.req.param("userId");
    if (other === viewer.user.id) throw new AppError("bad_request", "You cannot connect to yourself");
    // Only members whose card is public can be found to connect with; the same 404 as the card.
    if (!(await sharesProfile(c.var.db, other))) {
      throw new AppError("not_found", "This profile is private or does not exist");
    }
    await connect(c.var.db, viewer.user.id, other);
    return c.json({ connected: true } satisfies ConnectionState);
  })
  // Removing works even after the other member stopped sharing: a member can always drop a tie.
  .delete("/:userId/connection", async (c) => {
    const viewer = await requireViewer(c);
    await disconnect(c.var.db, viewer.user.id, c.req.param("userId"));
    return c.json({ connected: false } satisfies ConnectionState);
  });
