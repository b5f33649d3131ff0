import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessDetail, BusinessReviewsAnswer } from "../../worker/contract/businesses";
import { errorOf, insertBusiness, member, send } from "./business-helpers";
import { callApi } from "./call-api";

type Member = Awaited<ReturnType<typeof member>>;
let owner: Member;
let ayesha: Member;
let bilal: Member;

beforeAll(async () => {
  owner = await member("premium", "Owner Person");
  ayesha = await member("basic", "Ayesha Khan");
  bilal = await member("basic", "Bilal Ahmed Qureshi");
});

const review = (slug: string, cookie: string, body: unknown) =>
  send("PUT", `/api/businesses/${slug}/review`, cookie, body);

async function reviewsOf(slug: string, cookie = ""): Promise<BusinessReviewsAnswer> {
  const response = await callApi(
    `/api/businesses/${slug}/reviews`,
    cookie ? { headers: { Cookie: cookie } } : {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as BusinessReviewsAnswer;
}

async function detail(slug: string): Promise<BusinessDetail> {
  return ((await (await callApi(`/api/businesses/${slug}`)).json()) as { business: BusinessDetail }).business;
}

describe("business reviews", () => {
  it("computes the rating from the reviews (5 and 3 make 4.0), replacing the seeded numbers", async () => {
    await insertBusiness({ slug: "rated-shop", ownerUserId: owner.userId });
    expect((await detail("rated-shop")).reviewsCount).toBe(99);

    const first = await review("rated-shop", ayesha.cookie, { rating: 5, body: "Excellent service" });
    expect(first.status).toBe(201);
    const afterOne = ((await first.json()) as { business: BusinessDetail }).business;
    expect([afterOne.rating, afterOne.reviewsCount]).toEqual(["5.0", 1]);

    expect(
      (await review("rated-shop", bilal.cookie, { rating: 3, body: "  Fine, a bit slow  " })).status,
    ).toBe(201);
    const listed = await detail("rated-shop");
    expect([listed.rating, listed.reviewsCount]).toEqual(["4.0", 2]);

    // Rounded to one decimal: 5, 3 and 3 average 3.67.
    const third = await member("basic", "Sana Mir");
    await review("rated-shop", third.cookie, { rating: 3, body: "Okay" });
    expect((await detail("rated-shop")).rating).toBe("3.7");
  });

  it("keeps one review per member: a second one edits the first and the count stays 1", async () => {
    await insertBusiness({ slug: "once-shop" });
    expect((await review("once-shop", ayesha.cookie, { rating: 2, body: "Not great" })).status).toBe(201);
    const second = await review("once-shop", ayesha.cookie, { rating: 4, body: "Better on a second visit" });
    expect(second.status).toBe(200);
    const business = ((await second.json()) as { business: BusinessDetail }).business;
    expect([business.rating, business.reviewsCount]).toEqual(["4.0", 1]);

    const stored = await env.DB.prepare(
      "select count(*) as n, max(rating) as rating, max(body) as body, max(updated_at) as updated from business_reviews where business_id = 'test-once-shop'",
    ).first<{ n: number; rating: number; body: string; updated: string | null }>();
    expect(stored).toMatchObject({ n: 1, rating: 4, body: "Better on a second visit" });
    expect(stored?.updated).not.toBeNull();

    const answer = await reviewsOf("once-shop", ayesha.cookie);
    expect(answer.viewer).toBe("member");
    expect(answer.mine).toMatchObject({
      rating: 4,
      body: "Better on a second visit",
      reviewerName: "Ayesha K.",
    });
  });

  it("lists reviews newest first with the reviewer's first name and last initial, and no account ids", async () => {
    await insertBusiness({ slug: "listed-shop" });
    await review("listed-shop", ayesha.cookie, { rating: 5, body: "First!" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await review("listed-shop", bilal.cookie, { rating: 4, body: "Second" });
    const answer = await reviewsOf("listed-shop");
    expect(answer.viewer).toBe("visitor");
    expect(answer.mine).toBeNull();
    expect(answer.reviews.map((r) => [r.reviewerName, r.rating, r.body])).toEqual([
      ["Bilal A.", 4, "Second"],
      ["Ayesha K.", 5, "First!"],
    ]);
    expect(JSON.stringify(answer)).not.toContain(ayesha.userId);
    expect(JSON.stringify(answer)).not.toContain(ayesha.email);
  });

  it("does not let owners review their own business", async () => {
    await insertBusiness({ slug: "own-shop", ownerUserId: owner.userId });
    const response = await review("own-shop", owner.cookie, { rating: 5, body: "Best shop ever" });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe("You cannot review your own business");
    expect((await reviewsOf("own-shop", owner.cookie)).viewer).toBe("owner");
    expect((await detail("own-shop")).reviewsCount).toBe(99);
  });

  it("refuses visitors, bad stars and empty text with clear field messages", async () => {
    await insertBusiness({ slug: "strict-shop" });
    expect((await review("strict-shop", "", { rating: 5, body: "Hi" })).status).toBe(401);
    for (const rating of [0, 6, 2.5, "5", null]) {
      const response = await review("strict-shop", ayesha.cookie, { rating, body: "Text" });
      expect(response.status, String(rating)).toBe(422);
      expect((await errorOf(response)).details?.rating).toEqual(["Choose a rating from 1 to 5 stars"]);
    }
    const blank = await review("strict-shop", ayesha.cookie, { rating: 4, body: "   " });
    expect(blank.status).toBe(422);
    expect((await errorOf(blank)).details?.body).toEqual(["Write a few words about your experience"]);
    const notJson = await callApi("/api/businesses/strict-shop/review", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: ayesha.cookie },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect((await reviewsOf("strict-shop")).reviews).toEqual([]);
    expect((await review("no-such-shop", ayesha.cookie, { rating: 4, body: "Hi" })).status).toBe(404);
  });

  it("cannot review a listing that is not approved", async () => {
    await insertBusiness({ slug: "pending-shop", status: "pending", ownerUserId: owner.userId });
    expect((await review("pending-shop", ayesha.cookie, { rating: 4, body: "Hi" })).status).toBe(404);
  });

  it("deletes the member's review and recomputes the rating", async () => {
    await insertBusiness({ slug: "delete-shop" });
    await review("delete-shop", ayesha.cookie, { rating: 1, body: "Bad" });
    await review("delete-shop", bilal.cookie, { rating: 5, body: "Good" });
    expect((await detail("delete-shop")).rating).toBe("3.0");
    const removed = await send("DELETE", "/api/businesses/delete-shop/review", ayesha.cookie);
    expect(removed.status).toBe(200);
    expect(await detail("delete-shop")).toMatchObject({ rating: "5.0", reviewsCount: 1 });
    expect((await send("DELETE", "/api/businesses/delete-shop/review", ayesha.cookie)).status).toBe(404);
    await send("DELETE", "/api/businesses/delete-shop/review", bilal.cookie);
    expect(await detail("delete-shop")).toMatchObject({ rating: "0.0", reviewsCount: 0 });
  });
});
