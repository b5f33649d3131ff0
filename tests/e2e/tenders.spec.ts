// Tenders in a real browser: an admin attaches a document on /admin/tenders; a Basic member sees
// the list, filters it by category (the address keeps it) and the upgrade prompt instead of the
// details; once Premium, the same member reads the details and downloads the document.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { asAdmin } from "./admin-api";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const TENDER = "Riyadh Metro Station Maintenance Services";
const DETAILS_TEXT = "Scope: preventive and corrective maintenance of 22 stations";
const FILE_NAME = `Scope of Work ${Date.now().toString(36)}.pdf`;

let member: Browser;
let admin: Browser;

beforeAll(async () => {
  member = await launchBrowser();
  admin = await launchBrowser();
});
afterAll(async () => {
  await member?.close();
  await admin?.close();
});

function writePdf(): string {
  const file = path.join(inject("tmpDir"), FILE_NAME);
  fs.writeFileSync(file, "%PDF-1.7\n% scope of work\ntrailer << >>\n%%EOF\n");
  return file;
}

async function attachDocumentAsAdmin(): Promise<void> {
  const page = await openPage(admin, DESKTOP);
  await signInViaApi(page);
  await page.goto("/admin/tenders");
  expect(await expectPageHeading(page)).toBe("Tenders");
  const card = page.getByRole("article", { name: TENDER });
  await card.waitFor();
  await expectNoSeriousA11yViolations(page);
  await card.getByLabel("Add a document").setInputFiles(writePdf());
  await card.getByRole("button", { name: "Upload", exact: true }).click();
  // The upload goes through R2 and the list's refetch: Playwright's default 30 s were too short on a busy
  // machine (issue 38).
  await card.getByRole("link", { name: FILE_NAME }).waitFor({ timeout: 50_000 });
  await page.close();
}

const cardTitles = (page: Page) => page.locator("[data-testid=tender-card] h3").allTextContents();

describe("/tenders", () => {
  it("a Basic member sees the upgrade prompt instead of the details; a Premium member reads them and gets the documents", async () => {
    await attachDocumentAsAdmin();

    const page = await openPage(member, DESKTOP);
    const email = await signUpViaApi(page, "Tender Reader", uniqueEmail("tenders"));
    await page.goto("/tenders");
    expect(await expectPageHeading(page)).toBe("Government Tenders");
    await page.getByRole("article", { name: TENDER }).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe(
      "/subscription",
    );
    expect(
      await page.getByRole("article", { name: TENDER }).getByText("Active", { exact: true }).count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Categories filter the list and carry their counts.
    await page.getByRole("button", { name: /^Energy/ }).click();
    await expect
      .poll(() => cardTitles(page))
      .toEqual(["Solar PV Plant EPC, 50 MW", "Wind Resource Measurement Campaign"]);
    expect(new URL(page.url()).searchParams.get("category")).toBe("Energy");
    // Searching with no match, "Load more" and the alerts dialog: tests/app/tenders.test.tsx; the
    // search, pages and saved alerts on the server: tests/worker/tenders.test.ts.
    await page.getByRole("button", { name: /^All categories/ }).click();
    await page.getByRole("article", { name: TENDER }).waitFor();

    await page.getByRole("button", { name: `View details: ${TENDER}` }).click();
    const dialog = page.getByRole("dialog", { name: TENDER });
    await dialog.getByText("Details are for Premium members").waitFor();
    expect(await dialog.getByText(DETAILS_TEXT).count()).toBe(0);
    expect(await dialog.getByRole("link", { name: FILE_NAME }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    // An admin (or a payment) makes the member Premium.
    await asAdmin((admin) => admin.setTier(email, "premium"));
    await page.reload();
    await page.getByRole("article", { name: TENDER }).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade to Premium" }).count()).toBe(0);
    await page.getByRole("button", { name: `Download documents: ${TENDER}` }).click();
    await dialog.getByText(DETAILS_TEXT).waitFor();
    expect(await dialog.getByText("RCRC-2026-0142").count()).toBe(1);
    const link = dialog.getByRole("link", { name: FILE_NAME });
    await link.waitFor();
    expect(await dialog.getByText("Details are for Premium members").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const download = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
