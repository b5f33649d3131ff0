// The raw HTML of every public page carries its content (worker/pages/prerender*.ts): the phone paints
// the page's heading from the HTML, before the app's script has arrived, in the address's language.
import { describe, expect, it } from "vitest";
import { callApi } from "./call-api";
import { makeBusiness, makePublicEvent, makeThread, readHead } from "./page-head-fixtures";

const rootOf = async (path: string) => {
  const response = await callApi(path);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/main><\/div>/.exec(html)?.[1] ?? "";
  const data = /<script type="application\/json" id="sppc-page-data">(.*?)<\/script>/.exec(html)?.[1];
  return { response, html, root, data: data ? JSON.parse(data) : null };
};

const heading = (root: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(root)?.[1];

const pageReads: Record<string, string[]> = {
  "/": ["/api/events", "/api/events/photos"],
  "/events": ["/api/events", "/api/events/photos"],
  "/premium": ["/api/membership/tiers"],
  "/jobs": ["/api/jobs"],
  "/business": ["/api/businesses"],
  // Its categories and first page of discussions (forumKeys.categories, forumKeys.threads({})).
  "/forums": ["/api/forums", "/api/forums"],
  "/membership-card": ["/api/membership/partners"],
};

describe("pre-rendered public pages", () => {
  it("paints each fixed page's own heading, in the app's words, with its own title", async () => {
    const pages = [
      ["/", "Your professional home in Saudi Arabia"],
      ["/events", "Community Events"],
      ["/jobs", "Job Portal"],
      ["/business", "Business Directory"],
      ["/forums", "Community Forums"],
      ["/premium", "Premium Membership"],
      ["/membership-card", "Digital Membership Card"],
      ["/partnerships", "Partnerships &amp; Sponsorship"],
      ["/contact", "Contact Us"],
    ] as const;
    const titles = new Set<string>();
    for (const [path, h1] of pages) {
      const { response, html, root, data } = await rootOf(path);
      expect(response.status, path).toBe(200);
      expect(heading(root), path).toBe(h1);
      // The visitor's header is there too, so nothing moves when the app takes over.
      expect(root, path).toContain('<img src="/favicon.svg"');
      // No "needs JavaScript" note under readable content.
      expect(html, path).not.toContain("<noscript>");
      // The reads the page shows at once travel with it; a page without any carries no block.
      const keys = (data?.queries ?? []).map((query: { queryKey: unknown[] }) => query.queryKey[0]);
      expect(keys, path).toEqual(pageReads[path] ?? []);
      titles.add(readHead(html).title ?? "");
    }
    expect(titles.size).toBe(pages.length);
  });

  it("hands the app the same answers the API gives, where the service worker would keep them", async () => {
    await makePublicEvent("Riyadh Chai Evening", false);
    const { data } = await rootOf("/");
    expect(JSON.stringify(data.queries[0].data)).toContain("Riyadh Chai Evening");
    type PageRead = { data: unknown; api: { path: string; answer: Record<string, unknown> } };
    for (const query of data.queries as PageRead[]) {
      const api = await (await callApi(query.api.path)).json();
      expect(query.api.answer, query.api.path).toEqual(api);
      expect(Object.values(query.api.answer)[0], query.api.path).toEqual(query.data);
    }
    const premium = (await rootOf("/premium")).data.queries[0];
    expect(premium.data).toEqual(
      ((await (await callApi("/api/membership/tiers")).json()) as { tiers: [] }).tiers,
    );
  });

  it("hands /forums its lists, a city's event page the upcoming events, the card's page the partners and /business its listings, as the API answers them", async () => {
    await makePublicEvent("Khobar Chai Evening", false);
    await makeBusiness("Karachi Spice House", "owner@example.com");
    const forums = (await rootOf("/forums")).data.queries;
    const city = (await rootOf("/event/khobar")).data.queries;
    const card = (await rootOf("/membership-card")).data.queries;
    const business = (await rootOf("/business")).data.queries;
    type PageRead = { data: unknown; api: { path: string; answer: Record<string, unknown> } };
    for (const query of [...forums, ...city, ...card, ...business] as PageRead[]) {
      const api = await (await callApi(query.api.path)).json();
      expect(query.api.answer, query.api.path).toEqual(api);
    }
    expect(forums.map((query: PageRead) => query.api.path)).toEqual([
      "/api/forums/categories",
      "/api/forums/threads",
    ]);
    // The discussions are an infinite query: the answer is its first page.
    expect(forums[1].data).toEqual({ pages: [forums[1].api.answer], pageParams: [""] });
    expect(city.map((query: PageRead) => query.api.path)).toEqual(["/api/events/city/khobar", "/api/events"]);
    expect(JSON.stringify(city[1].data)).toContain("Khobar Chai Evening");
    expect(business.map((query: PageRead) => query.api.path)).toEqual(["/api/businesses?limit=100"]);
    expect(JSON.stringify(business[0].data)).toContain("Karachi Spice House");
  });

  it("paints the landing in the language of its address", async () => {
    const { html, root } = await rootOf("/?lang=ar");
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(heading(root)).toBe("بيتك المهني في المملكة العربية السعودية");
    expect(heading((await rootOf("/premium?lang=ur")).root)).toBe("پریمیم رکنیت");
  });

  it("writes an event page's city and type in the address's language, as the app's lead does", async () => {
    const { slug } = await makePublicEvent("Khobar Chai Evening", false);
    const lead = async (path: string) =>
      /<h1[^>]*>.*?<\/h1>\s*<p[^>]*>(.*?)<\/p>/s.exec((await rootOf(path)).root)?.[1];
    expect(await lead(`/events/${slug}`)).toBe("Khobar · Networking");
    expect(await lead(`/events/${slug}?lang=ur`)).toBe("الخبر · نیٹ ورکنگ");
  });

  it("writes a business's and a thread's content, and the thread's answer the app would fetch", async () => {
    const business = await makeBusiness("Peshawari Chapli Kebab", "kebab.owner@example.com");
    const thread = await makeThread("Driving licence transfer from Pakistan");
    const listing = await rootOf(`/business/${business.slug}`);
    expect(heading(listing.root)).toBe("Peshawari Chapli Kebab");
    expect(listing.root).toContain("Food · Riyadh");
    expect(listing.root).toContain("Biryani and nihari, cooked the Karachi way.");
    // Its answer holds the listing's contact details: the app reads them itself, nothing is handed over.
    expect(listing.data).toBeNull();

    const topic = await rootOf(`/forums/${thread.slug}`);
    expect(heading(topic.root)).toBe("Driving licence transfer from Pakistan");
    expect(topic.root).toContain("How long does the renewal take this year?");
    const threadApi = (await (await callApi(`/api/forums/threads/${thread.slug}`)).json()) as object;
    expect(topic.data.queries).toEqual([
      {
        queryKey: ["/api/forums", "thread", thread.slug],
        data: { status: "found", ...threadApi },
        // Kept by the app where the service worker keeps this read, for opening the thread offline.
        api: { path: `/api/forums/threads/${thread.slug}`, answer: threadApi },
      },
    ]);
  });

  it("leaves a member's page to the app: the shell without content", async () => {
    const response = await callApi("/", { headers: { Cookie: "sppc.signed_in=1" } });
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("Your professional home");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    // The member sees nothing until the app runs: its code loads at once, as in the built shell.
    expect(html).toContain('<script type="module" src="/app/main.tsx">');
    expect(html).not.toContain('<meta name="sppc-app-code"');
  });

  it("names a visitor's page's code for after the first paint instead of loading it at once", async () => {
    const { html } = await rootOf("/premium");
    expect(html).not.toContain('<script type="module"');
    // index.html's inline script reads it once the page has painted: the entry first.
    expect(html).toMatch(/<meta name="sppc-app-code" content="\/app\/main\.tsx[^"]*">/);
  });
});
