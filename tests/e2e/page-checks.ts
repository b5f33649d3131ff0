// Reading the screen the way the shell specs need it: "a real page is showing", html lang/dir.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const NOT_FOUND_TITLE = "404 Page Not Found";
export const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

/**
 * The first visible h1 rendered since the last markStaleHeadings(); fails if it is the 404 screen. On a
 * page the worker pre-rendered, it waits for the app to replace the pre-rendered markup first (its
 * `data-prerendered` mark, worker/pages/prerender-frame.ts): the heading is there from the HTML, the
 * app's links and forms come after the first paint.
 */
export async function expectPageHeading(target: Page): Promise<string> {
  await target.locator("[data-prerendered]").waitFor({ state: "detached", timeout: 15_000 });
  const heading = target.locator("h1:not([data-e2e-stale])").filter({ visible: true }).first();
  await heading.waitFor({ state: "visible", timeout: 15_000 });
  const text = ((await heading.textContent()) ?? "").trim();
  expect(text).not.toBe("");
  expect(text).not.toContain(NOT_FOUND_TITLE);
  expect(await target.getByText(NOT_FOUND_TITLE).count()).toBe(0);
  return text;
}

/** Marks the current headings so the next page's heading can be told apart from them. */
export async function markStaleHeadings(target: Page): Promise<void> {
  await target.evaluate(() => {
    for (const h1 of document.querySelectorAll("h1")) h1.setAttribute("data-e2e-stale", "");
  });
}

export async function clickAndExpectPage(target: Page, link: Locator, path: string): Promise<void> {
  await markStaleHeadings(target);
  await link.click();
  await target.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  await expectPageHeading(target);
}

export const htmlLangDir = (target: Page) =>
  target.evaluate(() => `${document.documentElement.lang}/${document.documentElement.dir}`);

/**
 * The app has rendered the page and its data: the app's own footer is there (a pre-rendered page has
 * none, tests/e2e/ssr.spec.ts) and nothing shows a skeleton (`animate-pulse`) or is marked busy. What
 * axe or a screenshot needs, without waiting for the network to stay quiet for half a second
 * ("networkidle"), which cost every page that half second at least and longer while a poll ran.
 */
export async function expectSettled(target: Page): Promise<void> {
  await target.locator("footer").waitFor({ state: "visible", timeout: 15_000 });
  await expect
    .poll(() => target.locator(".animate-pulse, [aria-busy=true]").count(), { timeout: 15_000 })
    .toBe(0);
}
