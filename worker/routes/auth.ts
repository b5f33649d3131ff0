import { Hono } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { safeNextPath } from "../lib/safe-next-path";

// Sign-in becomes real in the accounts issue; until then nobody is signed in and the
// routes keep the spec's contract (401 when signed out, /api/login and /api/logout redirects).
export const authRoutes = new Hono<AppEnv>()
  .get("/auth/user", () => {
    throw new AppError("unauthorized", "Not signed in");
  })
  .get("/auth/demo-user", () => {
    throw new AppError("unauthorized", "Not signed in");
  })
  .get("/login", (c) => {
    const next = safeNextPath(c.req.query("next"));
    return c.redirect(next ? `/login?next=${encodeURIComponent(next)}` : "/login", 302);
  })
  .get("/logout", (c) => c.redirect("/", 302));
