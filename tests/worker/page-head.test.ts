// The raw HTML of public pages: what WhatsApp, Facebook and Twitter read for a link preview.
import { describe, expect, it } from "vitest";
import { callApi } from "./call-api";
import { makeBusiness, makeJob, makePublicEvent, makeThread, readHead } from "./page-head-fixtures";

const page = async (path: string, init?: RequestInit) => {
  const response = await callApi(path, init);
  return { response, html: await response.text() };
};

describe("public pages' raw HTML", () => {
  it("names an event, a job, a business and a thread with their own title, image and JSON-LD", async () => {
    const event = await makePublicEvent("Khobar Spring High Tea", true);
    const job = await makeJob("Senior Flutter Developer");
    const business = await makeBusiness("Karachi Darbar Riyadh", "owner@example.com");
    const thread = await makeThread("Iqama renewal times in 2026");

    const cases = [
      { path: `/events/${event.slug}`, name: "Khobar Spring High Tea", type: "Event", image: event.photoUrl },
      {
        path: `/jobs/${job.slug}`,
        name: "Senior Flutter Developer",
        type: "JobPosting",
        image: "/og/job.png",
      },
      {
        path: `/business/${business.slug}`,
        name: "Karachi Darbar Riyadh",
        type: "LocalBusiness",
        image: "/og/business.png",
      },
      {
        path: `/forums/${thread.slug}`,
        name: "Iqama renewal times in 2026",
        type: "DiscussionForumPosting",
        image: "/og/forum.png",
      },
    ];
    for (const { path, name, type, image } of cases) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      const head = readHead(html);
      expect(head.title, path).toContain(name);
      expect(head.ogTitle, path).toContain(name);
      expect(head.ogImage, path).toBe(`http://localhost${image}`);
      expect(head.twitterCard, path).toBe("summary_large_image");
      expect(head.canonical, path).toBe(`http://localhost${path}`);
      expect(head.jsonLd?.["@type"], path).toBe(type);
      expect(JSON.stringify(head.jsonLd), path).toContain(name);
      // Still the app's shell: the app starts on it as before.
      expect(html).toContain('<div id="root">');
    }
  });

  it("writes an event's and a job's content into the page, with the data the app would fetch", async () => {
    const event = await makePublicEvent("Jubail Engineers Meetup", false);
    const job = await makeJob("Process Engineer");
    const eventHtml = (await page(`/events/${event.slug}`)).html;
    const root =
      /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="sppc-page-data">(.*?)<\/script>/.exec(
        eventHtml,
      );
    expect(root?.[1]).toContain("<h1");
    expect(root?.[1]).toContain("Jubail Engineers Meetup");
    expect(root?.[1]).toContain("Hall B");
    expect(root?.[1]).toContain("An evening of introductions over chai.");
    const data = JSON.parse(root?.[2] ?? "{}");
    expect(data.queries[0].queryKey).toEqual(["/api/events/slug", event.slug]);
    expect(data.queries[0].data.name).toBe("Jubail Engineers Meetup");
    // The same answer the API gives the app, so the page shows what a fetch would have.
    const api = (await (await callApi(`/api/events/${event.slug}`)).json()) as { event: unknown };
    expect(data.queries[0].data).toEqual(api.event);

    const jobHtml = (await page(`/jobs/${job.slug}`)).html;
    expect(jobHtml).toMatch(/<h1[^>]*>Process Engineer<\/h1>/);
    expect(jobHtml).toContain("Build the dealer portal.");
    expect(jobHtml).toContain(`"queryKey":["/api/jobs","${job.slug}"]`);
  });

  it("gives every page its own title", async () => {
    const event = await makePublicEvent("Dammam Family Picnic", false);
    const job = await makeJob("Site Engineer");
    const paths = [
      "/",
      "/events",
      "/jobs",
      "/business",
      "/forums",
      "/premium",
      "/membership-card",
      "/partnerships",
    ];
    const titles = await Promise.all(
      [...paths, `/events/${event.slug}`, `/jobs/${job.slug}`].map(
        async (path) => readHead((await page(path)).html).title,
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("uses the branded event card when the event has no photo", async () => {
    const event = await makePublicEvent("Riyadh Iftar", false);
    expect(readHead((await page(`/events/${event.slug}`)).html).ogImage).toBe(
      "http://localhost/og/event.png",
    );
  });

  it("answers an unknown item with 404 and the shell, kept out of search results", async () => {
    for (const path of ["/events/no-such-event", "/jobs/no-such-job", "/business/nope", "/forums/nope"]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("does not name an exclusive job to visitors", async () => {
    const job = await makeJob("Confidential CFO Search", true);
    const { response, html } = await page(`/jobs/${job.slug}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain("Confidential CFO Search");
    expect(readHead(html).jsonLd).toBeNull();
  });

  it("never carries personal data, whoever asks: a member gets the same head and the bare shell", async () => {
    const thread = await makeThread("Best schools in Al Khobar");
    const business = await makeBusiness("Lahori Chargha House", "chargha.owner@example.com");
    const visitor = await page(`/forums/${thread.slug}`);
    const author = await page(`/forums/${thread.slug}`, {
      headers: { Cookie: `${thread.cookie}; sppc.signed_in=1` },
    });
    expect(readHead(author.html)).toEqual(readHead(visitor.html));
    // The member's page is the app's to render (their header): no visitor content, no visitor data.
    expect(author.html).toContain('<div id="root"></div>');
    expect(author.html).not.toContain("sppc-page-data");
    expect(author.response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(visitor.html).toContain("sppc-page-data");
    for (const html of [visitor.html, author.html, (await page(`/business/${business.slug}`)).html]) {
      expect(html).not.toContain(thread.email);
      expect(html).not.toContain(thread.userId);
      expect(html).not.toContain("chargha.owner@example.com");
      expect(html).not.toContain("+966500000001");
      // The thread shows its author as everyone sees them: first name and initial.
      expect(html).not.toContain("Qureshi");
    }
    expect(visitor.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect(visitor.response.headers.get("Set-Cookie")).toBeNull();
    expect(visitor.response.headers.get("Vary") ?? "").not.toMatch(/cookie/i);
  });

  it("serves a page in the language its link asks for, with alternates for the other two", async () => {
    const { response, html } = await page("/events?lang=ar");
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(readHead(html).title).toBe("الفعاليات | SPPC");
    expect(readHead(html).canonical).toBe("http://localhost/events?lang=ar");
    for (const [lang, href] of [
      ["en", "http://localhost/events"],
      ["ar", "http://localhost/events?lang=ar"],
      ["ur", "http://localhost/events?lang=ur"],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    }
    expect(html).toContain('<meta property="og:locale" content="ar_SA" />');
    // The app reads the language from the cookie, as if chosen in the menu.
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=ar;/);
    // Someone who already chose a language keeps it.
    const chosen = await page("/events?lang=ar", { headers: { Cookie: "lang=ur" } });
    expect(chosen.response.headers.get("Set-Cookie")).toBeNull();
  });

  it("serves a reader who has a language the page in it, as their app shows it, and privately", async () => {
    // Their own language even where the link asks for another: the app reads the cookie.
    for (const path of ["/events", "/events?lang=ar"]) {
      const { response, html } = await page(path, { headers: { Cookie: "sppc.x=1; lang=ur" } });
      expect(html, path).toMatch(/<html lang="ur" dir="rtl">/);
      expect(readHead(html).title, path).toBe("تقریبات | SPPC");
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-cache");
      expect(response.headers.get("Vary"), path).toMatch(/cookie/i);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
    }
    // A cookie that is not a language changes nothing.
    const other = await page("/events", { headers: { Cookie: "lang=fr" } });
    expect(other.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(other.response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
  });

  it("hands the service worker's precache the built shell untouched (the offline shell of every page)", async () => {
    const { html } = await page("/?__WB_REVISION__=abc123");
    expect(html).not.toContain("og:title");
    expect(html).toContain('<div id="root">');
  });

  it("keeps the app's security headers, with a CSP allowing only the shell's own inline script", async () => {
    const { response } = await page("/jobs");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});
