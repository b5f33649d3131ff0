// Issue 33: one long unbroken word (or a long link) that a member typed must wrap on a 360 px phone,
// never widen the page (it made /events 2,051 px wide). One tab visits every page that shows the
// content made here: the page is never wider than the screen.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, originOf, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, launchBrowser, openPage } from "./browser";

const NARROW_PHONE = { width: 360, height: 780 };
const SCREEN_TIMEOUT = 30_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Letters only, unique to this run, so searches find exactly what this spec made. */
const tag = `Qaz${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
/** Far wider than a phone in any font: 60 letters for names and titles, 300 for texts. */
const NAME_WORD = `${tag}${"w".repeat(57)}`;
const TEXT_WORD = "a".repeat(300);
const LONG_LINK = `https://example.com/${"path".repeat(40)}?q=${"x".repeat(60)}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { Origin: originOf(page) } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** How wide the page is and, when wider than the screen, the innermost element reaching past its edge. */
const measure = (page: Page) =>
  page.evaluate((screen) => {
    const past = [...document.body.querySelectorAll("*")].filter(
      (element) => element.getBoundingClientRect().right > screen,
    );
    const innermost = past.find(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    const widest = innermost
      ? `<${innermost.tagName.toLowerCase()} class="${innermost.getAttribute("class") ?? ""}"> ends at ${innermost.getBoundingClientRect().right} px`
      : "none";
    return { width: document.documentElement.scrollWidth, widest };
  }, NARROW_PHONE.width);

/**
 * The page at `path` shows `text` and is no wider than the phone. Polled, not read once: an entering
 * sheet or toast may stick out for a frame while the page settles; a long word never stops doing so.
 */
async function expectFits(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByText(text).first().waitFor({ timeout: SCREEN_TIMEOUT });
  let last = { width: 0, widest: "" };
  await expect
    .poll(
      async () => {
        last = await measure(page);
        return last.width;
      },
      { timeout: 15_000, message: `${path} too wide` },
    )
    .toBeLessThanOrEqual(NARROW_PHONE.width)
    .catch(() => {
      throw new Error(`${path} is ${last.width} px wide: ${last.widest}`);
    });
}

describe("long words on a 360 px phone", () => {
  it("wrap on every page that shows them: events, an event, the feed, jobs, a job, businesses, a thread, members", async () => {
    const page = await openPage(browser, NARROW_PHONE);
    await signUpViaApi(page, `${tag} ${NAME_WORD}`, uniqueEmail("long-words"));
    await completeOnboardingViaApi(page, {
      firstName: `${tag}${"m".repeat(20)}`,
      lastName: NAME_WORD,
      profileSharingOptIn: true,
    });
    await post(page, "/api/posts", { postType: "standard", content: `${tag} ${TEXT_WORD} ${LONG_LINK}` });
    const { thread } = (await post(page, "/api/forums/threads", {
      // Not a category the forums spec counts or filters (it reads Career and Visa & Iqama).
      categorySlug: "family-life",
      title: `${tag} ${NAME_WORD}`,
      body: `${TEXT_WORD} ${LONG_LINK}`,
    })) as { thread: { slug: string } };

    const made = await asAdmin(async (admin) => ({
      event: await admin.createEvent({
        name: `${NAME_WORD} night`,
        // No city, days away: /event/{city} and the specs that open a city's next event never meet it.
        city: null,
        type: "Networking",
        description: `${TEXT_WORD} ${LONG_LINK}`,
        highlights: [NAME_WORD],
        venue: NAME_WORD,
        address: TEXT_WORD.slice(0, 200),
        startsAt: daysFromNow(9.5),
        endsAt: daysFromNow(9.6),
        capacity: 20,
        registrationOpen: true,
      }),
      job: await admin.createJob({
        title: `${NAME_WORD} engineer`,
        company: NAME_WORD,
        // A city the jobs spec never filters by (it reads Riyadh and Jeddah).
        location: "Medina",
        type: "Full-time",
        category: "Engineering",
        salary: "",
        description: `${TEXT_WORD} ${LONG_LINK}`,
        requirements: [NAME_WORD],
        howToApply: LONG_LINK,
        remoteOk: false,
        visaSponsorship: false,
        featured: false,
      }),
      business: await admin.createBusiness({
        name: `${tag} ${NAME_WORD}`,
        industry: "Food & Beverage",
        description: `${TEXT_WORD} ${LONG_LINK}`,
        location: "Riyadh",
        website: LONG_LINK,
        featured: false,
      }),
    }));

    await expectFits(page, "/events", NAME_WORD);
    await expectFits(page, `/events/${made.event.slug}`, NAME_WORD);
    await expectFits(page, "/", TEXT_WORD);
    await expectFits(page, "/jobs", NAME_WORD);
    await expectFits(page, `/jobs/${made.job}`, TEXT_WORD);
    await expectFits(page, `/business?q=${tag}`, NAME_WORD);
    await expectFits(page, `/business/${made.business}`, TEXT_WORD);
    await expectFits(page, `/forums/${thread.slug}`, TEXT_WORD);
    await expectFits(page, `/members?q=${tag}`, NAME_WORD);
    await page.close();
  });
});
