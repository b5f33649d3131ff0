import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusinessDetailPage } from "../../app/components/business/business-detail-page";
import type { BusinessDetail, BusinessReviewsAnswer } from "../../worker/contract/businesses";
import { renderWithApp } from "./render";

const business: BusinessDetail = {
  id: "b1",
  slug: "karachi-darbar",
  name: "Karachi Darbar Restaurant",
  industry: "Food & Beverage",
  description: "Authentic Pakistani cuisine.",
  location: "Riyadh",
  website: "https://karachidarbar.example",
  rating: "4.5",
  reviewsCount: 2,
  isVerified: true,
  halalCertified: true,
  employees: "25-50",
  founded: 2010,
  contactEmail: "hello@karachidarbar.example",
  phone: "+966 11 000 0000",
  status: "approved",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const review = (id: string, reviewerName: string, rating: number, body: string, createdAt: string) => ({
  id,
  reviewerName,
  rating,
  body,
  createdAt,
  updatedAt: null,
});

/** A fake API: the business, its reviews as `viewer` sees them, and the review writes it receives. */
function stubApi(viewer: BusinessReviewsAnswer["viewer"]) {
  const writes: { method: string; body: unknown }[] = [];
  const answer: BusinessReviewsAnswer = {
    reviews: [
      review("r2", "Sana M.", 4, "Lovely nihari.", "2026-03-02T10:00:00.000Z"),
      review("r1", "Omar F.", 5, "Best biryani in Riyadh.", "2026-02-01T10:00:00.000Z"),
    ],
    mine: null,
    viewer,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/businesses/karachi-darbar") return Response.json({ business });
      if (path === "/api/businesses/karachi-darbar/reviews") return Response.json(answer);
      if (path === "/api/businesses/karachi-darbar/review") {
        writes.push({ method: init?.method ?? "GET", body: JSON.parse(String(init?.body ?? "null")) });
        return Response.json({ business }, { status: 201 });
      }
      return Response.json({ error: { code: "unauthorized", message: "Sign in" } }, { status: 401 });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe("/business/$slug", () => {
  it("shows the listing, its badges and facts, and the reviews newest first", async () => {
    stubApi("visitor");
    await renderWithApp(() => <BusinessDetailPage slug="karachi-darbar" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Karachi Darbar Restaurant" })).toBeVisible();
    expect(screen.getByText("Verified")).toBeVisible();
    expect(screen.getByText("Halal certified")).toBeVisible();
    expect(screen.getByText("Rated 4.5 out of 5")).toBeVisible();
    expect(screen.getByText("2 reviews")).toBeVisible();
    expect(screen.getByRole("link", { name: "hello@karachidarbar.example" }).getAttribute("href")).toBe(
      "mailto:hello@karachidarbar.example",
    );
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    const names = within(reviews)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(["Sana M.", "Omar F."]);
    expect(within(reviews).getByText("4 out of 5 stars")).toBeVisible();
    // Visitors are asked to sign in, and come back here afterwards.
    expect(screen.getByRole("link", { name: "Sign in to leave a review" }).getAttribute("href")).toBe(
      "/login?next=%2Fbusiness%2Fkarachi-darbar",
    );
  });

  it("tells owners they cannot review their own business", async () => {
    stubApi("owner");
    await renderWithApp(() => <BusinessDetailPage slug="karachi-darbar" />);
    expect(await screen.findByText("You cannot review your own business.")).toBeVisible();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.queryByRole("button", { name: "Post review" })).toBeNull();
  });

  it("lets a member pick 1-5 stars in a radio group; missing stars or text are explained, not sent", async () => {
    const writes = stubApi("member");
    await renderWithApp(() => <BusinessDetailPage slug="karachi-darbar" />);
    const submit = await screen.findByRole("button", { name: "Post review" });
    const group = screen.getByRole("group", { name: "Your rating" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      expect(within(group).getByRole("radio", { name })).toBeVisible();
    }

    fireEvent.click(submit);
    expect(await screen.findByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
    expect(screen.getByText("Write a few words about your experience.")).toBeVisible();
    expect(document.activeElement).toBe(within(group).getByRole("radio", { name: "1 star" }));
    expect(writes).toEqual([]);

    fireEvent.click(within(group).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your experience" }), {
      target: { value: "  Great karahi.  " },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(writes).toEqual([{ method: "PUT", body: { rating: 4, body: "Great karahi." } }]),
    );
  });
});
