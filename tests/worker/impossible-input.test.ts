// The 500s of issue 18's audit, each now a 422 in the API's error shape: impossible dates in a
// mentorship request and an admin calendar entry, and a page number of 20 digits.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import { isRealIsoDay } from "../../worker/contract/iso-day";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp } from "./accounts-helpers";

let member = "";
let admin = "";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  member = (await signUp()).cookie;
  const account = await signUp();
  await makeAdmin(account.email);
  admin = account.cookie;
});

async function refusal(response: Response, field: string) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe("validation_failed");
  return (body.error.details as Record<string, string[]>)[field];
}

describe("isRealIsoDay", () => {
  it("takes real days, refuses impossible ones and never throws", () => {
    expect(isRealIsoDay("2028-02-29")).toBe(true);
    for (const day of [
      "2026-02-31",
      "2026-02-29",
      "2026-13-45",
      "0000-00-00",
      "9999-99-99",
      "tomorrow",
      "",
    ]) {
      expect(isRealIsoDay(day), day).toBe(false);
    }
  });
});

describe("impossible dates", () => {
  it("a mentorship request for 2026-13-45 or 2026-02-31 is refused on the date", async () => {
    const mentors = (await (await send("GET", "/api/mentorship/mentors", member)).json()) as {
      mentors: { slug: string }[];
    };
    const request = {
      mentorSlug: mentors.mentors[0]?.slug,
      topic: "Career advice",
      message: "Could we talk about my next role?",
    };
    for (const preferredDate of ["2026-13-45", "2026-02-31", "99999999999999999999"]) {
      const response = await send("POST", "/api/mentorship/requests", member, { ...request, preferredDate });
      expect(await refusal(response, "preferredDate"), preferredDate).toEqual(["Use a date like 2026-12-31"]);
    }
  });

  it("an admin calendar entry or confirmation on 2026-13-45 is refused on the date", async () => {
    const entry = { kind: "national", title: "Founding Day", date: "2026-13-45" };
    expect(await refusal(await send("POST", "/api/admin/calendar", admin, entry), "date")).toContain(
      "Enter a real date",
    );
    const { dates } = (await (await send("GET", "/api/admin/calendar", admin)).json()) as {
      dates: { id: string }[];
    };
    const confirm = await send("POST", `/api/admin/calendar/${dates[0]?.id}/confirm`, admin, {
      date: "2026-02-31",
    });
    expect(await refusal(confirm, "date")).toEqual(["Enter a real date"]);
    const notADay = await send("POST", `/api/admin/calendar/${dates[0]?.id}/confirm`, admin, {
      date: "soon",
    });
    expect(await refusal(notADay, "date")).toEqual(["Enter the date as YYYY-MM-DD"]);
  });
});

describe("page numbers", () => {
  it("a 20-digit page of the import history or the members list is refused, page 2 is answered", async () => {
    const huge = "?page=99999999999999999999";
    for (const path of ["/api/admin/import-members", "/api/admin/members"]) {
      const response = await send("GET", `${path}${huge}`, admin);
      expect(await refusal(response, "page"), path).toContain("Page is too large");
    }
    const second = await send("GET", "/api/admin/import-members?page=2", admin);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { page: number }).page).toBe(2);
  });
});
