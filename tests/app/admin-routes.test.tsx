// Each admin section is a file route of its own: /admin/<section> opens it, an unknown section is the
// site's not-found screen (the real route tree, not a lookup table).
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
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
  // Awaited: the shell's lazy parts suspend during the first render, and React flushes the effects
  // after a suspension (the current-user query's subscription, hence its request) only inside an
  // awaited act. Unawaited, the member-only wrapper stayed on "Loading..." without asking anyone.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial="en">
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
}

describe("admin routes", () => {
  it("opens a section by its own route", async () => {
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
