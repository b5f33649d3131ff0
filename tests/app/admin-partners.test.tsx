import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminPartnersPage } from "../../app/components/admin-partners/admin-partners-page";
import type { AdminPartner, AdminSponsorshipPackage } from "../../worker/contract/partners";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

const partner: AdminPartner = {
  id: "p1",
  name: "Jarir Bookstore",
  discountPercent: 12,
  category: "Books & Tech",
  isActive: false,
  sortOrder: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const pkg: AdminSponsorshipPackage = {
  id: "k1",
  slug: "regional",
  title: "Regional Sponsor",
  duration: "One year",
  priceHalalas: 5_000_000,
  badge: null,
  benefits: [],
  includes: [],
  isActive: true,
  sortOrder: 10,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (url === "/api/admin/partners" && !init?.method) return Response.json({ partners: [partner] });
    if (url === "/api/admin/sponsorship-packages") return Response.json({ packages: [pkg] });
    if (url === "/api/admin/partners") return Response.json({ partner }, { status: 201 });
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
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
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(screen.getByLabelText("Discount (%)"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        name: "Zeta Dates",
        discountPercent: 20,
        category: "Food",
        isActive: true,
        sortOrder: 0,
      });
    });
  });
});
