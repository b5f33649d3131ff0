// Event photos end to end: a member uploads on /events (with progress), an admin approves them on
// /admin/photos in another browser, and the photos then show in the /events gallery and lightbox.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const EVENT_NAME = `E2E Gallery ${Date.now().toString(36)}`;

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

/** A real PNG of random pixels (so it does not compress and the upload takes a moment). */
function writePng(size: number, name: string): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, () =>
    Buffer.concat([Buffer.from([0]), crypto.randomBytes(size * 3)]),
  );
  const file = path.join(inject("tmpDir"), name);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("tEXt", Buffer.from("Comment\0taken at home", "latin1")),
      chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
  return file;
}

/** Records every value the progress bars take, so a bar that fills and vanishes is still seen. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLProgressElement) seen.push(record.target.value);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["value"] });
  });
}

describe("event photo gallery", () => {
  it("member uploads, admin approves, the gallery shows the photos", async () => {
    const page = await openPage(member, DESKTOP);
    await signUpViaApi(page, "Gallery Member", uniqueEmail("gallery"));
    await page.goto("/events");
    expect(await expectPageHeading(page)).toBe("Community Events");
    await page.getByLabel("Photos", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Event", { exact: true }).selectOption({ label: "Another event (type its name)" });
    await page.getByLabel("Event name").fill(EVENT_NAME);
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([writePng(600, "first.png"), writePng(300, "second.png")]);
    await expect.poll(() => page.getByRole("progressbar").count()).toBe(2);
    await watchProgress(page);
    await page.getByRole("button", { name: "Upload photos" }).click();
    await page.getByText("Photos uploaded successfully!").waitFor();
    expect(await page.getByRole("progressbar").count()).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen).toContain(100);
    // Pending photos are not public yet.
    expect(await page.getByRole("button", { name: `Photo from ${EVENT_NAME}` }).count()).toBe(0);

    const adminPage = await openPage(admin, DESKTOP);
    await signInViaApi(adminPage);
    await adminPage.goto("/admin/photos");
    expect(await expectPageHeading(adminPage)).toBe("Photo moderation");
    const cards = adminPage.getByRole("listitem").filter({ hasText: EVENT_NAME });
    await expect.poll(() => cards.count()).toBe(2);
    await expectNoSeriousA11yViolations(adminPage);
    for (let left = 2; left > 0; left--) {
      await cards.first().getByRole("button", { name: "Approve" }).click();
      await expect.poll(() => cards.count()).toBe(left - 1);
    }

    await page.reload();
    const openers = page.getByRole("button", { name: `Photo from ${EVENT_NAME}` });
    await expect.poll(() => openers.count(), { timeout: 15_000 }).toBe(2);
    await openers.first().click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await viewer.waitFor();
    const counter = viewer.getByText(/^\d+ of \d+$/);
    const before = await counter.textContent();
    const total = Number(before?.split(" of ")[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.textContent()).not.toBe(before);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter.textContent()).toBe(before);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
  });
});
