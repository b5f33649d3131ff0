// The accounts plumbing e2e tests rely on: real sign-up through the API, captured email, session cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accounts plumbing", () => {
  it("signs up through the API, signs the browser in, and captures the verification email", async () => {
    const page = await openPage(browser);
    const email = await signUpViaApi(page, "Zara Hussain", uniqueEmail("smoke"));
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: "Zara", lastName: "Hussain" });
    // The welcome (numbered at sign-up) may be rendered first: look for the verification by kind.
    const mail = (await emailsTo(email)).find((message) => message.kind === "verify-email");
    expect(mail?.kind).toBe("verify-email");
    await page.close();
  });
});
