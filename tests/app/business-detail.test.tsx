import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusinessDetailPage } from "../../app/components/business/business-detail-page";
import type { BusinessDetail, BusinessReviewsAnswer } from "../../worker/contract/businesses";
import { makeBusinessDetail, makeBusinessReview } from "../fixtures/businesses";
import { type FetchStub, json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const business = makeBusinessDetail({
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
});

/** A fake API: the business, its reviews as `viewer` sees them, and the review writes it receives. */
function stubApi(viewer: BusinessReviewsAnswer["viewer"]) {
  const reviews: BusinessReviewsAnswer = {
    reviews: [
      makeBusinessReview({
        id: "r2",
        reviewerName: "Sana M.",
        rating: 4,
        body: "Lovely nihari.",
        createdAt: "2026-03-02T10:00:00.000Z",
      }),
      makeBusinessReview({
        id: "r1",
        reviewerName: "Omar F.",
        rating: 5,
        body: "Best biryani in Riyadh.",
        createdAt: "2026-02-01T10:00:00.000Z",
      }),
    ],
    mine: null,
    viewer,
  };
  // The session call answers signed out (401) whatever the role the reviews answer gives.
  return stubFetch(
    {
      "GET /api/businesses/karachi-darbar": () => json<{ business: BusinessDetail }>({ business }),
      "GET /api/businesses/karachi-darbar/reviews": () => json<BusinessReviewsAnswer>(reviews),
      "PUT /api/businesses/karachi-darbar/review": () =>
        json<{ business: BusinessDetail }>({ business }, 201),
    },
    { user: null },
  );
}

/** The review writes the API received. */
const reviewWrites = (fetchMock: FetchStub) =>
  writesOf(fetchMock)
    .filter((request) => request.path === "/api/businesses/karachi-darbar/review")
    .map(({ method, body }) => ({ method, body }));

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
    const fetchMock = stubApi("member");
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
    expect(reviewWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(group).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your experience" }), {
      target: { value: "  Great karahi.  " },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(reviewWrites(fetchMock)).toEqual([
        { method: "PUT", body: { rating: 4, body: "Great karahi." } },
      ]),
    );
  });
});
