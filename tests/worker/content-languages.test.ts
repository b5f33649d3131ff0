// Admin-written texts in the reader's language (the `lang` cookie the language switch writes), with
// English where a version is missing, and `shownIn` saying which language each text is in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminEvent } from "../../worker/contract/admin-events";
import type { EventSummary } from "../../worker/contract/events";
import type { MembershipTier } from "../../worker/contract/membership";
import type { MemberRsvp } from "../../worker/contract/rsvp";
import { demoSeedStatements } from "../../worker/db/seed";
import { inLanguage } from "../../worker/lib/content-language";
import { makeAdmin, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let admin = "";
beforeAll(async () => {
  // The three tiers (in their seeded languages); the tier test writes its own versions over Premium's.
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const email = uniqueEmail("admin");
  admin = (await signUp(email)).cookie;
  await makeAdmin(email);
});

const asReader = (language: string) => ({ headers: { Cookie: `lang=${language}` } });

describe("inLanguage", () => {
  it("answers the reader's version, else English, and says which", () => {
    const versions = { en: "Travel", ar: "السفر", ur: "" };
    expect(inLanguage(versions, "ar")).toEqual({ value: "السفر", language: "ar" });
    expect(inLanguage(versions, "ur")).toEqual({ value: "Travel", language: "en" });
    expect(inLanguage({ en: ["Exclusive jobs"], ar: [] }, "ar")).toEqual({
      value: ["Exclusive jobs"],
      language: "en",
    });
  });
});

describe("events in the reader's language", () => {
  let slug = "";
  beforeAll(async () => {
    const starts = Date.now() + 20 * 86_400_000;
    const response = await postJson(
      "/api/admin/events",
      {
        name: "Lahore Food Festival",
        nameAr: "مهرجان لاهور للطعام",
        city: null,
        type: "Cultural",
        description: "Street food from Lahore for the whole family.",
        descriptionAr: "أطباق لاهور الشعبية للعائلة كلها.",
        highlights: ["Food stalls"],
        highlightsAr: ["أكشاك طعام"],
        venue: "Boulevard Riyadh",
        address: "Hittin, Riyadh",
        startsAt: new Date(starts).toISOString(),
        endsAt: new Date(starts + 3 * 3_600_000).toISOString(),
        capacity: 80,
      },
      admin,
    );
    expect(response.status).toBe(201);
    const { event } = (await response.json()) as { event: AdminEvent };
    expect(event.nameAr).toBe("مهرجان لاهور للطعام");
    expect(event.nameUr).toBeNull();
    slug = event.slug;
  });

  const read = async (language: string) => {
    const response = await callApi(`/api/events/${slug}`, asReader(language));
    expect(response.status).toBe(200);
    // One copy per language in shared caches.
    expect(response.headers.get("Vary")).toContain("Cookie");
    return ((await response.json()) as { event: EventSummary }).event;
  };

  it("gives an Arabic reader the Arabic name, description and highlights", async () => {
    const event = await read("ar");
    expect(event.name).toBe("مهرجان لاهور للطعام");
    expect(event.description).toBe("أطباق لاهور الشعبية للعائلة كلها.");
    expect(event.highlights).toEqual(["أكشاك طعام"]);
    expect(event.shownIn).toEqual({ name: "ar", description: "ar", highlights: "ar" });
  });

  it("gives an Urdu reader the English where no Urdu was written, and says so", async () => {
    const event = await read("ur");
    expect(event.name).toBe("Lahore Food Festival");
    expect(event.highlights).toEqual(["Food stalls"]);
    expect(event.shownIn).toEqual({ name: "en", description: "en", highlights: "en" });
  });

  it("names the event of an RSVP's answer and of the ticket in the reader's language", async () => {
    const email = uniqueEmail("ticket-reader");
    const rsvp = await callApi("/api/events/rsvp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Cookie: "lang=ar" },
      body: JSON.stringify({
        name: "Sana Tariq",
        email,
        phone: "+966500000000",
        profession: "Engineer",
        company: "SABIC",
        event: slug,
      }),
    });
    expect(rsvp.status).toBe(201);
    const answer = (await rsvp.json()) as { event: EventSummary; rsvp: { cancelToken: string } };
    expect(answer.event.name).toBe("مهرجان لاهور للطعام");
    const ticketIn = async (language: string) => {
      const response = await callApi(`/api/events/tickets/${answer.rsvp.cancelToken}`, asReader(language));
      expect(response.status).toBe(200);
      return ((await response.json()) as { ticket: MemberRsvp }).ticket.event;
    };
    expect(await ticketIn("ar")).toMatchObject({ name: "مهرجان لاهور للطعام", shownIn: { name: "ar" } });
    expect(await ticketIn("ur")).toMatchObject({ name: "Lahore Food Festival", shownIn: { name: "en" } });
  });

  it("lists events in the reader's language too", async () => {
    const response = await callApi("/api/events", asReader("ar"));
    const { events } = (await response.json()) as { events: EventSummary[] };
    expect(events.find((event) => event.slug === slug)?.name).toBe("مهرجان لاهور للطعام");
  });
});

describe("membership tiers in the reader's language", () => {
  it("names the tier and its benefits in Urdu where written, English where not", async () => {
    const tiers = (await (await send("GET", "/api/admin/membership-tiers", admin)).json()) as {
      tiers: (MembershipTier & { sortOrder: number })[];
    };
    const premium = tiers.tiers.find((tier) => tier.id === "premium");
    if (!premium) throw new Error("premium tier missing");
    const saved = await send("PUT", "/api/admin/membership-tiers/premium", admin, {
      name: premium.name,
      // Blank: not translated (yet), whatever the seed wrote.
      nameAr: "",
      nameUr: "پریمیم",
      priceHalalas: premium.priceHalalas,
      partnerDiscountPercent: premium.partnerDiscountPercent,
      benefits: ["Everything in Basic", "Exclusive jobs"],
      benefitsAr: ["كل مزايا العضوية الأساسية", "وظائف حصرية"],
      benefitsUr: [],
      isPopular: premium.isPopular,
      forSale: premium.forSale,
      sortOrder: premium.sortOrder,
    });
    expect(saved.status).toBe(200);

    const inUrdu = (await (await callApi("/api/membership/tiers", asReader("ur"))).json()) as {
      tiers: MembershipTier[];
    };
    const urdu = inUrdu.tiers.find((tier) => tier.id === "premium");
    expect(urdu?.name).toBe("پریمیم");
    expect(urdu?.benefits).toEqual(["Everything in Basic", "Exclusive jobs"]);
    expect(urdu?.shownIn).toEqual({ name: "ur", benefits: "en" });

    const inArabic = (await (await callApi("/api/membership/tiers", asReader("ar"))).json()) as {
      tiers: MembershipTier[];
    };
    const arabic = inArabic.tiers.find((tier) => tier.id === "premium");
    expect(arabic?.benefits).toEqual(["كل مزايا العضوية الأساسية", "وظائف حصرية"]);
    expect(arabic?.shownIn).toEqual({ name: "en", benefits: "ar" });
  });
});
