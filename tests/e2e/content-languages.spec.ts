// Admin-written content in Arabic and Urdu on a phone: events, an event page, /premium and the card
// page read in the reader's language with none of the seed's English left, and screenshots of the
// header, feed, event page, card, profile and an admin table kept for a person to look at
// (.tmp/e2e-artifacts/content-languages/, ignored by git). The fallback rules are tested in
// tests/worker/content-languages.test.ts.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { PHONE } from "./page-checks";

const ARTIFACTS = path.resolve(import.meta.dirname, "../../.tmp/e2e-artifacts/content-languages");

/** The seed's English texts that an Arabic or Urdu reader must not meet. */
const seededEnglish = {
  events: [
    "Riyadh Professionals High Tea",
    "An evening of networking",
    "Tech Leaders Meetup",
    "Elevate: SPPC Annual Summit",
  ],
  event: [
    "Riyadh Professionals High Tea",
    "An evening of networking",
    "Traditional high tea with Pakistani snacks",
  ],
  premium: ["Everything in Basic", "Exclusive jobs", "Community forums", "Digital membership card"],
  card: ["Jarir Bookstore", "Travel", "Food & Dining", "Almosafer Travel"],
};

const expected = {
  ar: {
    events: "لقاء المهنيين في الرياض",
    premium: "وظائف حصرية",
    card: "مكتبة جرير",
    highlight: "ركن لتسجيل بطاقة العضوية",
  },
  ur: {
    events: "ریاض پروفیشنلز ہائی ٹی",
    premium: "خصوصی ملازمتیں",
    card: "جریر بک اسٹور",
    highlight: "ممبرشپ کارڈ رجسٹریشن ڈیسک",
  },
} as const;

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, language: string, name: string, target = page.locator("body")) {
  await target.first().screenshot({ path: path.join(ARTIFACTS, `${language}-${name}.png`) });
}

/** The page's main content holds `shown` and none of `english`. */
async function readsIn(page: Page, shown: string, english: string[]) {
  const main = page.getByRole("main");
  await main.getByText(shown).first().waitFor();
  const text = (await main.textContent()) ?? "";
  expect(english.filter((line) => text.includes(line))).toEqual([]);
}

describe.each(["ar", "ur"] as const)("content in %s on a phone", (language) => {
  it("reads events, an event, /premium and the card in that language; screenshots the member pages", async () => {
    await browser.context.clearCookies();
    await browser.context.addCookies([{ name: "lang", value: language, url: browser.baseURL }]);
    const page = await openPage(browser, PHONE);
    const want = expected[language];

    await page.goto("/events");
    await readsIn(page, want.events, seededEnglish.events);

    await page.goto("/events/riyadh-high-tea");
    await readsIn(page, want.highlight, seededEnglish.event);
    await shot(page, language, "event-page");

    await page.goto("/premium");
    await readsIn(page, want.premium, seededEnglish.premium);

    await page.goto("/membership-card");
    await readsIn(page, want.card, seededEnglish.card);
    await shot(page, language, "card");

    await signInViaApi(page);
    await page.goto("/");
    await page.getByRole("main").waitFor();
    await page.waitForLoadState("networkidle");
    await shot(page, language, "header", page.getByRole("banner"));
    await shot(page, language, "feed");

    await page.goto("/profile");
    await page.getByRole("main").getByRole("heading").first().waitFor();
    await page.waitForLoadState("networkidle");
    await shot(page, language, "profile");

    await page.goto("/admin/membership-tiers");
    await page.getByRole("table").waitFor();
    await shot(page, language, "admin-table", page.getByRole("table"));
    await page.close();
  });
});
