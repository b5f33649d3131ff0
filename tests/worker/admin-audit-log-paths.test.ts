// Every admin write reads as a sentence: each mutating route under /api/admin, as the catch-all entry
// would record it, has a known verb and a kind of thing (a new route fails here until it is described).
import { describe, expect, it } from "vitest";
import { describeAction } from "../../worker/domain/audit-log/describe";
import { adminRoutes } from "../../worker/routes/admin";

const writes = adminRoutes.routes
  .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method))
  .map((route) => `${route.method} /api/admin${route.path.replace(/:(\w+)/g, "x-$1")}`);

describe("the audit log's sentences", () => {
  it("knows every admin write's verb and thing", () => {
    expect(writes.length).toBeGreaterThan(80);
    const unread = writes.filter((action) => {
      const described = describeAction({ action, targetType: null, targetId: null });
      return described.verb === "other" || described.family === null;
    });
    expect(unread).toEqual([]);
  });

  it("reads the path's id as the thing, and the verb after it", () => {
    expect(
      describeAction({
        action: "POST /api/admin/events/e-1/rsvps/r-1/cancel",
        targetType: null,
        targetId: null,
      }),
    ).toEqual({ verb: "rsvp_cancel", family: "event", targetType: "event", targetId: "e-1" });
    expect(
      describeAction({
        action: "POST /api/admin/moderation/business/b-1/reject",
        targetType: null,
        targetId: null,
      }),
    ).toEqual({ verb: "reject", family: "moderation", targetType: "business", targetId: "b-1" });
    expect(
      describeAction({ action: "PUT /api/admin/featured/order", targetType: null, targetId: null }),
    ).toMatchObject({
      verb: "reorder",
      targetId: null,
    });
  });
});
