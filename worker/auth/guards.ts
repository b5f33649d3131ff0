import type { Context } from "hono";
import { loadViewer, type Viewer } from "../domain/members";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** The signed-in member, or null. Cached on the request so several checks cost one lookup. */
export async function findViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  const viewer = result ? await loadViewer(c.var.db, result.user as Viewer["user"]) : null;
  c.set("viewer", viewer);
  return viewer;
}

/** 401 for visitors. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await findViewer(c);
  if (!viewer) throw new AppError("unauthorized", "Sign in to continue");
  return viewer;
}

/** 401 for visitors, 403 for members who are not admins. */
export async function requireAdmin(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await requireViewer(c);
  if (viewer.member.role !== "admin") throw new AppError("forbidden", "Administrators only");
  return viewer;
}
