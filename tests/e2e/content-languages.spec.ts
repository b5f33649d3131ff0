// Admin-written content in Arabic and Urdu on a phone: events, an event page, /premium, the card page,
// /forums, /partnerships and /subscription read in the reader's language with none of the seed's English left, and screenshots of the
// header, feed, event page, card, profile and an admin table kept for a person to look at
// (.tmp/e2e-artifacts/content-languages/, ignored by git). The fallback rules are tested in
// tests/worker/content-languages.test.ts.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInViaApi } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { expectSettled, PHONE } from "./page-checks";

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
  // Event types come from the catalog, not the database's English words.
  types: ["Networking", "Professional", "Cultural"],
  forums: [
    "Career & Jobs",
    "Visa & Iqama",
    "Business & Trade",
    "Family & Living",
    "Culture & Events",
    "Job hunting, promotions",
    "Iqama renewals, exit re-entry",
  ],
  // The flagship event promoted from the database (no fixed "Elevate 2025" any more).
  partnerships: [
    "Elevate: SPPC Annual Summit",
    "Elevate 2025",
    "Our flagship event brings",
    "Regional Sponsor",
    "Most popular",
    "24 social media posts a year",
    "Your logo on event banners and tickets",
  ],
  subscription: [
    "Everything in Basic",
    "Everything in Premium",
    "Exclusive jobs",
    "Community forums",
    "Basic job board",
    "VIP events",
  ],
};

const expected = {
  ar: {
    events: "لقاء المهنيين في الرياض",
    premium: "وظائف حصرية",
    card: "مكتبة جرير",
    highlight: "ركن لتسجيل بطاقة العضوية",
    forums: "التأشيرة والإقامة",
    partnerships: "إليفيت: القمة السنوية لـ SPPC",
    subscription: "فعاليات كبار الشخصيات",
  },
  ur: {
    events: "ریاض پروفیشنلز ہائی ٹی",
    premium: "خصوصی ملازمتیں",
    card: "جریر بک اسٹور",
    highlight: "ممبرشپ کارڈ رجسٹریشن ڈیسک",
    forums: "ویزا اور اقامہ",
    partnerships: "ایلیویٹ: ایس پی پی سی کی سالانہ کانفرنس",
    subscription: "وی آئی پی تقریبات",
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
  it("reads events, an event, /premium, the card, /forums, /partnerships and /subscription in that language; screenshots the member pages", async () => {
    await browser.context.clearCookies();
    await browser.context.addCookies([{ name: "lang", value: language, url: browser.baseURL }]);
    const page = await openPage(browser, PHONE);
    const want = expected[language];

    await page.goto("/events");
    await readsIn(page, want.events, [...seededEnglish.events, ...seededEnglish.types]);

    await page.goto("/events/riyadh-high-tea");
    await readsIn(page, want.highlight, [...seededEnglish.event, ...seededEnglish.types]);
    await shot(page, language, "event-page");

    await page.goto("/premium");
    await readsIn(page, want.premium, seededEnglish.premium);

    await page.goto("/membership-card");
    await readsIn(page, want.card, seededEnglish.card);
    await shot(page, language, "card");

    await page.goto("/forums");
    await readsIn(page, want.forums, seededEnglish.forums);
    await shot(page, language, "forums");

    await page.goto("/partnerships");
    await readsIn(page, want.partnerships, seededEnglish.partnerships);

    await page.goto("/subscription");
    await readsIn(page, want.subscription, seededEnglish.subscription);

    await signInViaApi(page);
    await page.goto("/");
    await page.getByTestId("member-home").waitFor();
    await page.getByTestId("post-card").first().waitFor();
    await expectSettled(page);
    await shot(page, language, "header", page.getByRole("banner"));
    await shot(page, language, "feed");

    await page.goto("/profile");
    await page.getByRole("main").getByRole("heading").first().waitFor();
    await expectSettled(page);
    await shot(page, language, "profile");

    await page.goto("/admin/membership-tiers");
    await page.getByRole("table").waitFor();
    await shot(page, language, "admin-table", page.getByRole("table"));
    await page.close();
  });
});
