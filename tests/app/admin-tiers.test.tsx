import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminTiersPage } from "../../app/components/admin-tiers/admin-tiers-page";
import type { AdminMembershipTier } from "../../worker/contract/admin-membership-tiers";
import { makeAdminTier } from "../fixtures/membership";
import { makeUser } from "../fixtures/user";
import { type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const basic = makeAdminTier("basic", {
  priceHalalas: 0,
  partnerDiscountPercent: 5,
  benefits: ["Networking events", "Job board access"],
  isPopular: false,
  sortOrder: 1,
});
const premium = makeAdminTier("premium", {
  priceHalalas: 29_900,
  partnerDiscountPercent: 15,
  benefits: ["Networking events", "Job board access"],
  isPopular: true,
  forSale: true,
  sortOrder: 2,
});
const tiers = [basic, premium];

/** An admin session and the two tiers; a PUT to Premium answers it saved. */
function stubApi() {
  return stubFetch(
    {
      "GET /api/admin/membership-tiers": () => json<{ tiers: AdminMembershipTier[] }>({ tiers }),
      "PUT /api/admin/membership-tiers/premium": () => json<{ tier: AdminMembershipTier }>({ tier: premium }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const puts = (fetchMock: FetchStub) => requestsOf(fetchMock, "PUT").map((request) => request.body);

describe("admin membership tiers page", () => {
  it("lists the tiers with price, discount and flags", async () => {
    stubApi();
    await renderWithApp(() => <AdminTiersPage />);
    const row = within(await screen.findByRole("row", { name: /Premium/ }));
    expect(row.getByText("SAR 299.00")).toBeVisible();
    expect(row.getByText("15%")).toBeVisible();
    expect(row.getByText("Most popular")).toBeVisible();
    expect(within(screen.getByRole("row", { name: /Basic/ })).getByText("Free")).toBeVisible();
  });

  it("explains bad values, keeps them, and sends a valid edit in halalas", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminTiersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Premium" }));
    const form = within(screen.getByRole("form", { name: "Edit Premium" }));
    fireEvent.change(form.getByLabelText("Partner discount (%)"), { target: { value: "120" } });
    fireEvent.change(form.getByLabelText("Benefits"), { target: { value: "\n  \n" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Enter a whole number from 0 to 100.")).toBeVisible();
    expect(form.getByText("List 1 to 20 benefits, one per line, each at most 120 characters.")).toBeVisible();
    expect(document.activeElement).toBe(form.getByLabelText("Partner discount (%)"));
    expect(puts(fetchMock)).toEqual([]);

    fireEvent.change(form.getByLabelText("Partner discount (%)"), { target: { value: "20" } });
    fireEvent.change(form.getByLabelText("Price per year (SAR)"), { target: { value: "349.5" } });
    fireEvent.change(form.getByLabelText("Benefits"), {
      target: { value: "Networking events\n\nMentorship" },
    });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        {
          name: "Premium",
          // Untranslated versions are sent blank (the server stores them as missing).
          nameAr: "",
          nameUr: "",
          priceHalalas: 34_950,
          partnerDiscountPercent: 20,
          benefits: ["Networking events", "Mentorship"],
          benefitsAr: [],
          benefitsUr: [],
          isPopular: true,
          forSale: true,
          sortOrder: 2,
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole("form", { name: "Edit Premium" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Premium" }));
  });

  it("keeps Basic free", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminTiersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Basic" }));
    const form = within(screen.getByRole("form", { name: "Edit Basic" }));
    const price = form.getByLabelText("Price per year (SAR)") as HTMLInputElement;
    expect(price.readOnly).toBe(true);
    fireEvent.change(price, { target: { value: "10" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Basic is the free tier: its price must stay 0.")).toBeVisible();
    expect(puts(fetchMock)).toEqual([]);
  });
});
