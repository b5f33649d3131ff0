// /admin/campaigns in Chromium, the journey of issue 34: a member in NEOM who reads Urdu; the seeded admin
// builds that segment in the page (count 1, the member in the sample), writes a service campaign in three
// languages, previews it as the member (the mail's own inline styles drawn in the sandboxed frame), sends
// it after the dialog names the count, and watches "Sent" reach 1. The outbox finds the Urdu mail; the
// member unsubscribes through its link on a page that speaks Urdu; a second campaign to the same segment
// still rings their bell but writes them no mail, and the member opens its notice and reads it in Urdu.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignDetail } from "../../worker/contract/campaigns";
import {
  completeOnboardingViaApi,
  E2E_PASSWORD,
  emailsTo,
  originOf,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
} from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { countD1 } from "./d1";
import { DESKTOP } from "./page-checks";

// No other e2e member lives in NEOM, so the segment "NEOM + Urdu" is this file's member alone.
const CITY = "neom";
const SUBJECT = {
  en: "Service notice for NEOM members",
  ar: "إشعار خدمة لأعضاء نيوم",
  ur: "نیوم کے اراکین کے لیے سروس کا اعلان",
};
const BODY = {
  en: "The NEOM chapter meets on Thursday at 7 pm.",
  ar: "يجتمع فرع نيوم يوم الخميس الساعة السابعة مساءً.",
  ur: "نیوم چیپٹر کا اجلاس جمعرات کو شام سات بجے ہوگا۔",
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
});

/** A member in NEOM whose preferred language is Urdu, through the real sign-up, onboarding and profile. */
async function urduMemberInNeom(): Promise<string> {
  const email = await signUpViaApi(page, "Zainab Qureshi", uniqueEmail("campaign"));
  await completeOnboardingViaApi(page, { firstName: "Zainab", lastName: "Qureshi", location: CITY });
  const saved = await page.request.put("/api/profile", {
    data: { preferredLanguage: "ur" },
    headers: { Origin: originOf(page) },
  });
  expect(saved.ok()).toBe(true);
  return email;
}

const campaignMails = (email: string) =>
  countD1(`select count(*) as n from email_outbox where "to" = ? and kind = 'campaign'`, email);

describe("campaigns", () => {
  it("sends a service campaign to a segment in Urdu, and after unsubscribing the member gets no second mail", async () => {
    const email = await urduMemberInNeom();
    await browser.context.clearCookies();
    await signInViaApi(page);

    await page.goto("/admin/campaigns");
    await page.getByRole("button", { name: "New campaign" }).click();
    const form = page.getByRole("form", { name: "New campaign" });
    await form.getByLabel("Campaign name").fill(`NEOM chapter ${Date.now().toString(36)}`);
    await form.getByLabel("Kind", { exact: true }).selectOption("service");
    await form.getByRole("group", { name: "Cities" }).getByLabel("NEOM").check();
    await form.getByRole("group", { name: "Languages" }).getByLabel("Urdu").check();
    // The count follows the filters; the sample names who is in it.
    await expect.poll(() => form.getByTestId("segment-count").textContent()).toBe("Members: 1");
    const sample = form.getByRole("table", { name: "A sample of who is in it" });
    await sample.getByRole("row").filter({ hasText: email }).waitFor();
    expect(await sample.getByRole("row").count()).toBe(2);

    for (const [legend, language] of [
      [/^English/, "en"],
      [/^Arabic/, "ar"],
      [/^Urdu/, "ur"],
    ] as const) {
      const column = form.getByRole("group", { name: legend }).filter({ has: page.getByLabel("Subject") });
      await column.getByLabel("Subject").fill(SUBJECT[language]);
      await column.getByLabel("Message").fill(BODY[language]);
    }
    await form.getByText("Written in all three languages.").waitFor();
    const channels = form.getByRole("group", { name: "Channels" });
    await channels.getByLabel("Email").check();
    await channels.getByLabel("In-app bell").check();
    await form.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/admin\/campaigns\/[^/]+$/);
    const firstId = new URL(page.url()).pathname.split("/").at(-1) ?? "";

    // Preview as the member: their Urdu subject, and the mail's inline styles drawn in the sandboxed
    // frame (the unsubscribe footer's 12px), which the app's own CSP would strip from a srcdoc frame.
    await page.getByRole("button", { name: "Show preview" }).click();
    await page.getByText(SUBJECT.ur, { exact: true }).waitFor();
    const frame = page.frameLocator('iframe[title="The mail as Zainab Qureshi will read it"]');
    const footer = frame.locator("p", { has: frame.locator('a[href*="/unsubscribe/"]') });
    await expect.poll(() => footer.evaluate((p) => getComputedStyle(p).fontSize)).toBe("12px");
    expect(await frame.getByText(BODY.ur).count()).toBe(1);

    await page.getByRole("button", { name: "Send now" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Send by email and bell? Members: 1" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Send now" }).click();
    const count = (term: string) =>
      page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
    // The page polls while the campaign sends.
    await expect.poll(() => count("Sent").textContent(), { timeout: 20_000 }).toBe("1");

    // Support finds the member's mail in the outbox, in Urdu.
    await page.goto("/admin/outbox");
    await page.getByLabel("Recipient").fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: SUBJECT.ur }).waitFor();

    // The member follows the mail's unsubscribe link, presses the button, and reads the answer in Urdu.
    const [mail] = (await emailsTo(email, 2)).filter((message) => message.kind === "campaign");
    expect(mail?.subject).toBe(SUBJECT.ur);
    const link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)?.[0];
    if (!link) throw new Error(`No unsubscribe link in: ${mail?.text}`);
    await browser.context.clearCookies();
    await page.goto(link);
    await page.getByRole("button", { name: "ان سبسکرائب کریں" }).click();
    await page.getByRole("heading", { name: "آپ کمیونٹی کے اعلانات سے ان سبسکرائب ہو گئے ہیں" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ur");

    // The next campaign to the same segment: the bell still reaches them (a service notice), no mail does.
    await signInViaApi(page);
    const admin = { headers: { Origin: originOf(page) } };
    const created = await page.request.post("/api/admin/campaigns", {
      ...admin,
      data: {
        name: "NEOM chapter, second notice",
        kind: "service",
        segment: { cities: [CITY], languages: ["ur"] },
        channels: ["email", "inapp"],
        subject: SUBJECT,
        body: BODY,
      },
    });
    expect(created.status()).toBe(201);
    const { id: secondId } = (await created.json()) as { id: string };
    expect((await page.request.post(`/api/admin/campaigns/${secondId}/send`, admin)).status()).toBe(202);
    const detail = async (id: string) =>
      (await (await page.request.get(`/api/admin/campaigns/${id}`)).json()) as CampaignDetail;
    await expect
      .poll(async () => (({ status, notices }) => ({ status, notices }))(await detail(secondId)), {
        timeout: 20_000,
      })
      .toEqual({ status: "sent", notices: 1 });
    expect(await detail(secondId)).toMatchObject({ recipients: 1, queued: 0, sent: 0, failed: 0 });
    expect(campaignMails(email)).toBe(1);
    expect(await detail(firstId)).toMatchObject({ sent: 1, unsubscribed: 1 });

    // The member opens the bell's notice and reads the announcement itself, in Urdu, right to left
    // (the notice used to lead only to its title).
    await browser.context.clearCookies();
    await signInViaApi(page, { email, password: E2E_PASSWORD });
    await page.goto("/");
    await page.getByRole("button", { name: /^(Notifications|اطلاعات)/ }).click();
    await page
      .getByRole("link", { name: new RegExp(SUBJECT.ur) })
      .first()
      .click();
    await page.waitForURL(/\/announcements\/[^/]+$/);
    expect([firstId, secondId]).toContain(new URL(page.url()).pathname.split("/").at(-1));
    const subject = page.getByRole("heading", { level: 1, name: SUBJECT.ur });
    await subject.waitFor();
    expect(await subject.getAttribute("dir")).toBe("rtl");
    await page.getByText(BODY.ur, { exact: true }).waitFor();
  });
});
