import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminPartnersPage } from "../../app/components/admin-partners/admin-partners-page";
import type { AdminPartner, AdminSponsorshipPackage } from "../../worker/contract/partners";
import { makeAdminPartner, makeAdminSponsorshipPackage } from "../fixtures/partners";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const partner = makeAdminPartner({
  id: "p1",
  name: "Jarir Bookstore",
  discountPercent: 12,
  category: "Books & Tech",
  isActive: false,
  sortOrder: 3,
});

const pkg = makeAdminSponsorshipPackage({
  id: "k1",
  slug: "regional",
  title: "Regional Sponsor",
  duration: "One year",
  priceHalalas: 5_000_000,
  isActive: true,
  sortOrder: 10,
});

/** An admin session, one partner and one package; creating a partner answers it created. */
function stubApi() {
  return stubFetch(
    {
      "GET /api/admin/partners": () => json<{ partners: AdminPartner[] }>({ partners: [partner] }),
      "GET /api/admin/sponsorship-packages": () =>
        json<{ packages: AdminSponsorshipPackage[] }>({ packages: [pkg] }),
      "POST /api/admin/partners": () => json<{ partner: AdminPartner }>({ partner }, 201),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

describe("admin partners page", () => {
  it("lists partners (hidden ones marked) and packages with SAR prices", async () => {
    stubApi();
    await renderWithApp(() => <AdminPartnersPage />);
    const partners = within((await screen.findAllByRole("table"))[0] as HTMLElement);
    expect(partners.getByRole("rowheader", { name: "Jarir Bookstore" })).toBeVisible();
    expect(partners.getByText("Hidden")).toBeVisible();
    expect(await screen.findByText("SAR 50,000.00")).toBeVisible();
  });

  it("checks the discount before sending and keeps what was typed", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminPartnersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New partner" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Zeta Dates" } });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "Food" } });
    fireEvent.change(screen.getByLabelText("Discount (%)"), { target: { value: "95" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a whole number from 1 to 90.")).toBeVisible();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Zeta Dates");
    expect(requestsOf(fetchMock, "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Discount (%)"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => {
      const [post] = requestsOf(fetchMock, "POST");
      expect(post?.body).toEqual({
        name: "Zeta Dates",
        // Untranslated versions are sent blank (the server stores them as missing).
        nameAr: "",
        nameUr: "",
        discountPercent: 20,
        category: "Food",
        categoryAr: "",
        categoryUr: "",
        isActive: true,
        sortOrder: 0,
      });
    });
  });
});
