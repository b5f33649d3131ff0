// How the e2e run starts Debian's Chromium (TOOLCHAIN.md), shared by the specs' browsers (browser.ts)
// and the run's setup, which installs the service worker once into a profile the specs can copy
// (service-worker-profile.ts).
import fs from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

// Debian's packages of Chromium: the old headless shell (what Playwright itself runs headless: no
// browser UI, about a sixth less CPU over the run) and the full browser, which the install check needs.
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = "/usr/bin/chromium";

/** Where 'Not now' on the app's install banner is remembered (app/sw/install-offer.ts). */
export const INSTALL_DISMISSED_KEY = "sppc-install-dismissed";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function assertInstalled(executablePath: string): void {
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `${executablePath} is missing. Install it once per machine: ` +
        "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-headless-shell",
    );
  }
}

/** A browser profile of its own on disk (a service worker's install, or a copy of one, lives there). */
export async function launchChromium(
  profileDir: string,
  options: { executablePath: string; baseURL: string; serviceWorkers: "allow" | "block" },
): Promise<BrowserContext> {
  assertInstalled(options.executablePath);
  return chromium.launchPersistentContext(profileDir, {
    executablePath: options.executablePath,
    headless: true,
    args: ARGS,
    baseURL: options.baseURL,
    serviceWorkers: options.serviceWorkers,
  });
}

let shared: Promise<Browser> | undefined;

/**
 * A fresh context (its own cookies and storage, nothing on disk) in the headless shell this test worker
 * keeps running from file to file (vitest.config.ts: e2e workers are not isolated). Starting a browser
 * with a profile of its own cost about 0.4 s against 0.1 s for a context, in each of some 50 files.
 * Playwright stops the browser when the worker process exits.
 */
export async function newChromiumContext(options: { baseURL: string }): Promise<BrowserContext> {
  let browser = await shared;
  if (!browser?.isConnected()) {
    assertInstalled(HEADLESS_SHELL);
    shared = chromium.launch({ executablePath: HEADLESS_SHELL, headless: true, args: ARGS });
    browser = await shared;
  }
  return browser.newContext({ baseURL: options.baseURL, serviceWorkers: "block" });
}
