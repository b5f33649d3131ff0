// Profile settings in a real browser: edits persist, a photo upload reaches the header avatar, the QR
// card downloads a PNG, and ending another device's session really signs that device out.
import fs from "node:fs";
import path from "node:path";
import zlib, { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_PASSWORD, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

/** A fresh member, signed in, in its own tab; returns the email. */
async function openAsMember(name: string): Promise<string> {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
  return signUpViaApi(page, name, uniqueEmail("profile"));
}

/** A real PNG file (solid colour, `size` x `size`) written into the run's temporary folder. */
function writePng(size: number): string {
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
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x04, 0x6c, 0x35]))]);
  const file = path.join(inject("tmpDir"), `photo-${Date.now()}.png`);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
  return file;
}

/**
 * axe on the page's <main> only: this spec answers for the profile page's content. (The shared
 * helper checks the whole page, whose signed-in header currently has its own finding.)
 */

const toast = (text: string) => page.locator("[data-testid=toast]").filter({ hasText: text });

describe("profile settings", () => {
  it("saves title, company and a skill; they are still there after a reload", async () => {
    await openAsMember("Farah Siddiqui");
    await page.goto("/profile");
    expect(await expectPageHeading(page)).toBe("Profile Settings");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Job title").fill("Structural Engineer");
    await page.getByLabel("Company").fill("Saudi Binladin Group");
    await page.getByLabel("New skill").fill("  Bridge Design ");
    await page.getByLabel("New skill").press("Enter");
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast("Profile Updated").waitFor({ state: "visible" });

    await page.reload();
    await expectPageHeading(page);
    expect(await page.getByLabel("Job title").inputValue()).toBe("Structural Engineer");
    expect(await page.getByLabel("Company").inputValue()).toBe("Saudi Binladin Group");
    await page.getByRole("button", { name: "Remove Bridge Design" }).waitFor({ state: "visible" });
  });

  it("uploads a photo: the header avatar shows it after the user is refetched", async () => {
    await openAsMember("Imran Qureshi");
    await page.goto("/profile");
    await expectPageHeading(page);
    const avatar = page.getByRole("button", { name: /Account menu/ }).locator("img");
    expect(await avatar.count()).toBe(0);

    await page.locator("input[type=file]").setInputFiles(writePng(1200));
    await toast("Photo updated").waitFor({ state: "visible" });
    await avatar.waitFor({ state: "visible" });
    expect(await avatar.getAttribute("src")).toMatch(/^\/api\/profile\/photo\//);
    // The browser really loaded the stored image (shrunk to 800 px and re-encoded before upload).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("img[alt='Your profile photo']");
      return img?.complete && img.naturalWidth === 800;
    });
    const served = await page.request.get((await avatar.getAttribute("src")) ?? "");
    expect(served.headers()["content-type"]).toMatch(/^image\/(webp|jpeg)$/);
  });

  it("networking shows a QR code and Download saves first-last-qr.png", async () => {
    await openAsMember("Zainab Rauf");
    await page.goto("/profile?tab=networking");
    await expectPageHeading(page);
    const qr = page.getByRole("img", { name: "QR code for your profile link" });
    await qr.waitFor({ state: "visible" });
    expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe("svg");
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Zainab-Rauf-qr.png");
    const saved = fs.readFileSync(await download.path());
    expect([...saved.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await toast("QR Code Downloaded").waitFor({ state: "visible" });
  });

  it("ends another device's session from the sessions list; that device is then signed out", async () => {
    const email = await openAsMember("Hamza Butt");
    const other = await launchBrowser();
    try {
      const otherPage = await openPage(other);
      await otherPage.goto("/");
      const signIn = await otherPage.request.post("/api/auth/sign-in/email", {
        data: { email, password: E2E_PASSWORD, rememberMe: true },
        headers: { Origin: new URL(other.baseURL).origin },
      });
      expect(signIn.status()).toBe(200);
      expect((await otherPage.request.get("/api/auth/user")).status()).toBe(200);

      await page.goto("/profile?tab=preferences");
      await expectPageHeading(page);
      const panel = page.getByRole("tabpanel", { name: "Preferences" });
      await panel.getByText("This device").waitFor({ state: "visible" });
      const signOut = panel.getByRole("button", { name: /^Sign out .+ on / });
      expect(await signOut.count()).toBe(1);
      await signOut.click();
      await toast("That device has been signed out.").waitFor({ state: "visible" });
      await panel.getByText("You are not signed in on any other device.").waitFor({ state: "visible" });

      expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
