// Throwaway phone walk: /business handover, the RSVP form's lazy check in ar/ur/en, sign in/out.
import { chromium } from "playwright-core";
import { preparedState, startPreview } from "./bench-server.ts";
const state = preparedState("sppc-walk-");
state.run("npm", ["run", "seed", "--silent"]);
const preview = await startPreview(state);
const base = preview.base;
await fetch(`${base}/`);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking"] });
const texts = {
  ar: { register: "سجّل", fullName: "الاسم الكامل", phoneInvalid: "أدخل رقم هاتف صحيحًا", phoneRequired: "رقم الهاتف مطلوب", ok: "تم تأكيد حضورك!" },
  ur: { register: "رجسٹر کریں", fullName: "پورا نام", phoneInvalid: "درست فون نمبر درج کریں", phoneRequired: "فون نمبر لازمی ہے", ok: "آپ کی شرکت کی تصدیق ہو گئی!" },
  en: { register: "Register", fullName: "Full Name", phoneInvalid: "Enter a valid phone number", phoneRequired: "Phone number is required", ok: "" },
};
let problems = 0;
const check = (ok: unknown, what: string) => { console.log(ok ? "  ok  " : "  FAIL", what); if (!ok) problems++; };
for (const lang of ["ar", "ur", "en"] as const) {
  const t = texts[lang];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  const api: string[] = [];
  page.on("request", (r) => { const u = new URL(r.url()); if (u.pathname.startsWith("/api/")) api.push(r.method() + " " + u.pathname + u.search); });
  console.log(`== ${lang}`);
  await page.goto(`${base}/business?lang=${lang}`);
  await page.locator('main a[href^="/business/"]').first().waitFor();
  await page.waitForLoadState("networkidle");
  check((await page.locator("html").getAttribute("dir")) === (lang === "en" ? "ltr" : "rtl"), `/business dir ${await page.locator("html").getAttribute("dir")}`);
  check(!api.some((a) => a.includes("/api/businesses")), `/business: no listings fetch (${api.join(", ") || "no API calls"})`);
  console.log("   listings:", await page.locator('main a[href^="/business/"]').count());
  api.length = 0;
  await page.goto(`${base}/event/riyadh?lang=${lang}`);
  const register = page.getByRole("button", { name: t.register, exact: true });
  await register.waitFor();
  await page.waitForLoadState("networkidle");
  console.log("   start-up API calls:", api.join(", ") || "none");
  const lazy: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && lazy.push(r.url().split("/").pop()!));
  await register.click();
  await page.getByText(t.phoneRequired).waitFor();
  check(true, `empty send shows "${t.phoneRequired}"`);
  console.log("   scripts loaded on send:", lazy.length);
  const focused = await page.evaluate("document.activeElement && document.activeElement.id");
  check(focused === "rsvp-name", `focus on first invalid field (${focused})`);
  await page.getByLabel(t.fullName).fill("Ayesha Khan");
  await page.locator("#rsvp-email").fill(`walk-${lang}-${Date.now()}@example.com`);
  await page.locator("#rsvp-phone").fill("12");
  await page.locator("#rsvp-profession").fill("Engineer");
  await page.locator("#rsvp-company").fill("Aramco");
  await register.click();
  await page.getByText(t.phoneInvalid).first().waitFor();
  check(true, `phone "12" shows "${t.phoneInvalid}…"`);
  await page.locator("#rsvp-phone").fill("+966 50 123 4567");
  await register.click();
  if (t.ok) { await page.getByText(t.ok).first().waitFor({ timeout: 15000 }); check(true, `confirmed: "${t.ok}"`); }
  else { await page.getByText(/You're registered|Registration Confirmed|confirmed/i).first().waitFor({ timeout: 15000 }); check(true, "confirmed (en)"); }
  await page.reload();
  await page.waitForLoadState("networkidle");
  check(errors.length === 0, `console errors: ${errors.length} ${errors.slice(0, 2).join(" | ")}`);
  await ctx.close();
}
// Sign in and out as the demo member: the header follows.
{
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  console.log("== sign in/out (en)");
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("member@sppc.example");
  await page.getByLabel("Password", { exact: true }).fill("SPPC member demo 2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 15000 });
  await page.waitForLoadState("networkidle");
  console.log("   after sign-in at", new URL(page.url()).pathname);
  await page.goto(`${base}/events`);
  await page.waitForLoadState("networkidle");
  const cookies = await ctx.cookies();
  check(cookies.some((c) => c.name === "sppc.signed_in"), "session hint set");
  const me = await page.evaluate(`fetch("/api/auth/user").then(r => r.status)`);
  check(me === 200, `/api/auth/user ${me}`);
  check(await page.getByRole("link", { name: /Sign in/i }).count() === 0, "no 'Sign in' link when signed in");
  check(errors.length === 0, `page errors: ${errors.length}`);
  await ctx.close();
}
console.log(problems ? `${problems} problems` : "walk OK");
await browser.close(); await preview.stop(); process.exit(0);
