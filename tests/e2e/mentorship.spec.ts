// Booking a mentorship session end to end: a member books, the mentor (a member linked to a mentor
// profile) accepts on the same page, and the member then sees the answer.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

/** Two people, two browser profiles: each keeps their own session cookie. */
let menteeBrowser: Browser;
let mentorBrowser: Browser;

beforeAll(async () => {
  menteeBrowser = await launchBrowser();
  mentorBrowser = await launchBrowser();
});
afterAll(async () => {
  await menteeBrowser?.close();
  await mentorBrowser?.close();
});

/** A mentor profile linked to the account with this email, created by the seeded admin. */
const createLinkedMentor = (name: string, accountEmail: string) =>
  asAdmin((admin) =>
    admin.createMentor({
      name,
      title: "Product Director",
      company: "Careem",
      expertise: ["Product management"],
      experience: "14+ years",
      rating: 5,
      sessions: 40,
      accountEmail,
    }),
  );

const requestCard = (page: Page, region: string, topic: string) =>
  page.getByRole("region", { name: region }).getByRole("article", { name: topic });

describe("/mentorship booking", () => {
  it("a member books a session, the mentor accepts it and the member sees 'Accepted'", async () => {
    const mentorName = "Farah Javed";
    const topic = "Moving from engineering into product";
    const mentorPage = await openPage(mentorBrowser, DESKTOP);
    const mentorEmail = await signUpViaApi(mentorPage, mentorName, uniqueEmail("mentor"));
    await createLinkedMentor(mentorName, mentorEmail);

    const page = await openPage(menteeBrowser, DESKTOP);
    const menteeEmail = await signUpViaApi(page, "Hamza Ali", uniqueEmail("mentee"));
    await page.goto("/mentorship");
    expect(await expectPageHeading(page)).toBe("Mentorship Program");
    await page.getByRole("heading", { level: 3, name: mentorName }).waitFor();
    await page.getByText("Career Acceleration").waitFor();
    await page.getByText("You have not requested a session yet.", { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: `Book Session with ${mentorName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Book a session with ${mentorName}` });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    // Sending it empty explains each field and keeps the dialog open.
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByText("Enter a topic of at least 3 characters.").waitFor();
    expect(await dialog.getByText("Write a message of at least 10 characters.").isVisible()).toBe(true);

    await dialog.getByLabel(/^Topic/).fill(topic);
    await dialog
      .getByLabel(/^Message/)
      .fill("I lead a platform team in Riyadh and want to become a product manager.");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel(/^Preferred date/).fill(tomorrow);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Request sent").waitFor();
    await dialog.waitFor({ state: "hidden" });

    const mine = requestCard(page, "My mentorship requests", topic);
    await mine.getByText("Requested", { exact: true }).waitFor();
    expect(await mine.getByText(`With ${mentorName}`).isVisible()).toBe(true);
    const toMentor = await emailsTo(mentorEmail);
    expect(toMentor.map((mail) => mail.kind)).toContain("mentorship-requested");

    // The mentor answers on the same page, in their own session.
    await mentorPage.goto("/mentorship");
    const incoming = requestCard(mentorPage, "Incoming requests", topic);
    await incoming.waitFor();
    expect(await incoming.getByText("From Hamza Ali").isVisible()).toBe(true);
    await incoming.getByLabel(/^Note to the member/).fill("Let us talk on Sunday at 5 pm.");
    await incoming.getByRole("button", { name: /^Accept/ }).click();
    await incoming.getByText("Accepted", { exact: true }).waitFor();
    expect(await incoming.getByRole("button", { name: /^Mark done/ }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(mentorPage);

    await page.reload();
    const answered = requestCard(page, "My mentorship requests", topic);
    await answered.getByText("Accepted", { exact: true }).waitFor();
    expect(await answered.getByText("Note: Let us talk on Sunday at 5 pm.").isVisible()).toBe(true);
    const kinds = async () => (await emailsTo(menteeEmail, 0, 0)).map((mail) => mail.kind);
    await expect
      .poll(kinds, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(["mentorship-requested", "mentorship-updated"]));

    await page.close();
    await mentorPage.close();
  });
});
