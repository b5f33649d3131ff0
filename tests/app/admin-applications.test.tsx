// /admin/applications reads in the admin's language: the form's value lists through the membership
// catalog, the chosen tier by its admin-written name (an English fallback marked lang/dir).
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApplicationsAdminPage } from "../../app/components/admin-applications/applications-admin-page";
import type { AdminApplication } from "../../worker/contract/membership-application";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const application: AdminApplication = {
  id: "a1",
  firstName: "Sana",
  lastName: "Mir",
  email: "sana@example.com",
  phone: "0501234567",
  city: "Riyadh",
  profession: "Accountant",
  company: "Almarai",
  experience: "mid",
  membershipType: "executive",
  tierName: "Executive",
  shownIn: { tierName: "en" },
  agreeMarketing: false,
  status: "pending",
  reviewNote: null,
  createdAt: "2026-11-20T09:00:00Z",
};

describe("/admin/applications in Urdu", () => {
  it("shows the city, profession and experience in Urdu and marks an English tier name", async () => {
    stubFetch(
      {
        "GET /api/admin/applications": () =>
          json<{ applications: AdminApplication[] }>({ applications: [application] }),
      },
      { user: makeUser({ role: "admin" }) },
    );
    await renderWithApp(() => <ApplicationsAdminPage />, { language: "ur" });
    const card = await screen.findByRole("article", { name: "Sana Mir" });
    expect(within(card).queryByText("Riyadh")).toBeNull();
    expect(within(card).queryByText("Accountant")).toBeNull();
    expect(within(card).queryByText("mid")).toBeNull();
    const tier = within(card).getByText("Executive");
    expect(tier.getAttribute("lang")).toBe("en");
    expect(tier.getAttribute("dir")).toBe("ltr");
  });
});
