// How the e2e run starts Debian's Chromium (TOOLCHAIN.md), shared by the specs' browsers (browser.ts)
// and the run's setup, which installs the service worker once into a profile the specs can copy
// (service-worker-profile.ts).
import fs from "node:fs";
import { type BrowserContext, chromium } from "playwright-core";

// Debian's packages of Chromium: the old headless shell (what Playwright itself runs headless: no
// browser UI, about a sixth less CPU over the run) and the full browser, which the install check needs.
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = "/usr/bin/chromium";

/** Where 'Not now' on the app's install banner is remembered (app/sw/install-offer.ts). */
export const INSTALL_DISMISSED_KEY = "sppc-install-dismissed";

export async function launchChromium(
  profileDir: string,
  options: { executablePath: string; baseURL: string; serviceWorkers: "allow" | "block" },
): Promise<BrowserContext> {
  if (!fs.existsSync(options.executablePath)) {
    throw new Error(
      `${options.executablePath} is missing. Install it once per machine: ` +
        "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-headless-shell",
    );
  }
  return chromium.launchPersistentContext(profileDir, {
    executablePath: options.executablePath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    baseURL: options.baseURL,
    serviceWorkers: options.serviceWorkers,
  });
}
