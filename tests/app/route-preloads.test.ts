// The build's list of each page route's chunks (scripts/vite-route-preloads.ts) and how the worker finds a
// path's route in it (worker/pages/route-preload-list.ts): the page's HTML lists them as modulepreload.
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { routeAddress, routePreloads } from "../../scripts/vite-route-preloads";
import { preloadsFor } from "../../worker/pages/route-preload-list";

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: "chunk", fileName, facadeModuleId: facade, imports, isEntry }) as unknown as Rolldown.OutputChunk;

const bundle = (chunks: Rolldown.OutputChunk[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rolldown.OutputBundle;

describe("route preloads", () => {
  it("reads TanStack Router's flat file names as addresses", () => {
    expect(routeAddress("index")).toBe("/");
    expect(routeAddress("jobs.$slug")).toBe("/jobs/$slug");
    expect(routeAddress("events_.$slug")).toBe("/events/$slug");
    expect(routeAddress("messages.index")).toBe("/messages");
    expect(routeAddress("membership_.confirm")).toBe("/membership/confirm");
  });

  it("lists a route's chunks with its layouts', the root's, every page's and the entry's imports, without the entry or admin pages", () => {
    const routes = routePreloads(
      bundle([
        chunk("assets/entry.js", "/src/app/main.tsx", ["assets/react.js"], true),
        chunk("assets/react.js", null, ["assets/runtime.js"]),
        chunk("assets/runtime.js", null),
        chunk("assets/root.js", "/src/app/routes/__root.tsx?tsr-split=component", ["assets/entry.js"]),
        chunk("assets/jobs.js", "/src/app/routes/jobs.tsx?tsr-split=component", ["assets/shared.js"]),
        chunk("assets/job.js", "/src/app/routes/jobs.$slug.tsx?tsr-split=component", ["assets/card.js"]),
        chunk("assets/job-loader.js", "/src/app/routes/jobs.$slug.tsx?tsr-split=loader"),
        chunk("assets/job-error.js", "/src/app/routes/jobs.$slug.tsx?tsr-split=errorComponent"),
        chunk("assets/card.js", null, ["assets/shared.js", "assets/entry.js"]),
        chunk("assets/shared.js", null),
        chunk("assets/event.js", "/src/app/routes/events_.$slug.tsx?tsr-split=component"),
        chunk("assets/admin.jobs.js", "/src/app/routes/admin.jobs.tsx?tsr-split=component"),
        chunk("assets/footer.js", "/src/app/components/layout/site-footer.tsx", ["assets/shared.js"]),
      ]),
      ["app/components/layout/site-footer.tsx"],
    );
    expect(routes).toEqual([
      {
        path: "/events/$slug",
        files: [
          "/assets/event.js",
          "/assets/footer.js",
          "/assets/react.js",
          "/assets/root.js",
          "/assets/runtime.js",
          "/assets/shared.js",
        ],
      },
      {
        path: "/jobs",
        files: [
          "/assets/footer.js",
          "/assets/jobs.js",
          "/assets/react.js",
          "/assets/root.js",
          "/assets/runtime.js",
          "/assets/shared.js",
        ],
      },
      {
        path: "/jobs/$slug",
        files: [
          "/assets/card.js",
          "/assets/footer.js",
          "/assets/job-loader.js",
          "/assets/job.js",
          "/assets/jobs.js",
          "/assets/react.js",
          "/assets/root.js",
          "/assets/runtime.js",
          "/assets/shared.js",
        ],
      },
    ]);
  });

  it("finds a path's route as the router does: fixed segments before parameters", () => {
    const list = [
      { path: "/", files: ["/home.js"] },
      { path: "/jobs/$slug", files: ["/job.js"] },
      { path: "/jobs/new", files: ["/new.js"] },
    ];
    expect(preloadsFor(list, "/")).toEqual(["/home.js"]);
    expect(preloadsFor(list, "/jobs/new")).toEqual(["/new.js"]);
    expect(preloadsFor(list, "/jobs/engineer-riyadh")).toEqual(["/job.js"]);
    expect(preloadsFor(list, "/jobs/engineer-riyadh/")).toEqual(["/job.js"]);
    expect(preloadsFor(list, "/jobs/a/b")).toEqual([]);
  });
});
