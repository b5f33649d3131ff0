import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { findViewer, requireViewer, signedIn } from "../auth/guards";
import {
  type BusinessReviewsAnswer,
  businessListQuerySchema,
  businessReviewSchema,
  businessSubmissionSchema,
} from "../contract/businesses";
import {
  canSeeBusiness,
  findBusinessRow,
  listBusinesses,
  toBusinessDetail,
} from "../domain/businesses/businesses";
import { deleteReview, listReviews, saveReview } from "../domain/businesses/reviews";
import { listMyBusinesses, submitBusiness } from "../domain/businesses/submissions";
import { effectiveTier } from "../domain/membership/effective-tier";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { publicAnswer } from "../lib/public-answer";
import { valid } from "../lib/validate";

/** The listing behind :slug when the asker may see it (approved, or theirs, or they are an admin). */
async function visibleBusiness(c: Context<AppEnv>) {
  const row = await findBusinessRow(c.var.db, c.req.param("slug") ?? "");
  const viewer = await findViewer(c);
  const asker = viewer ? { userId: viewer.user.id, isAdmin: viewer.member.role === "admin" } : null;
  if (!row || !canSeeBusiness(row, asker)) throw new AppError("not_found", "Business not found");
  return { row, viewer };
}

/** Reviews go out without account ids: the short name is all the page shows. */
const withoutAuthorId = <R extends { userId: string }>({ userId: _userId, ...review }: R) => review;

const badFilters = (error: z.ZodError) =>
  new AppError("bad_request", "Invalid directory filters", error.issues);

/** The public business directory (spec points 2, 3 and 7), member submissions and reviews. */
export const businessRoutes = new Hono<AppEnv>()
  .get("/", publicAnswer(), valid("query", businessListQuerySchema, { refuse: badFilters }), async (c) => {
    const businesses = await listBusinesses(c.var.db, c.req.valid("query"));
    return c.json({ businesses });
  })

  // Registered before /:slug so "mine" is never read as a slug.
  .get("/mine", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ businesses: await listMyBusinesses(c.var.db, viewer.user.id) });
  })

  .post("/", signedIn, valid("json", businessSubmissionSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    const business = await submitBusiness(
      c.var.db,
      { userId: viewer.user.id, tier: effectiveTier(viewer.member, new Date()) },
      input,
    );
    return c.json({ business }, 201);
  })

  .get("/:slug", async (c) => {
    const { row } = await visibleBusiness(c);
    return c.json({ business: toBusinessDetail(row) });
  })

  .get("/:slug/reviews", async (c) => {
    const { row, viewer } = await visibleBusiness(c);
    const all = await listReviews(c.var.db, row.id);
    const mine = viewer ? all.find((review) => review.userId === viewer.user.id) : undefined;
    const answer: BusinessReviewsAnswer = {
      reviews: all.map(withoutAuthorId),
      mine: mine ? withoutAuthorId(mine) : null,
      viewer: !viewer ? "visitor" : row.ownerUserId === viewer.user.id ? "owner" : "member",
    };
    return c.json(answer);
  })

  .put("/:slug/review", signedIn, valid("json", businessReviewSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    const { row } = await visibleBusiness(c);
    const { created } = await saveReview(c.var.db, row, viewer.user.id, input, new Date());
    return c.json(
      { business: toBusinessDetail((await findBusinessRow(c.var.db, row.slug)) ?? row) },
      created ? 201 : 200,
    );
  })

  .delete("/:slug/review", async (c) => {
    const viewer = await requireViewer(c);
    const { row } = await visibleBusiness(c);
    await deleteReview(c.var.db, row, viewer.user.id);
    return c.json({ business: toBusinessDetail((await findBusinessRow(c.var.db, row.slug)) ?? row) });
  });
