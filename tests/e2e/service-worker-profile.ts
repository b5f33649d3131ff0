// A Chromium profile in which the app's service worker is already installed, active and controlling the
// origin, made once per run by the setup (global-setup.ts) once the server answers. Installing means
// downloading the whole precache (about 400 files): in a fresh profile that cost each spec 10 to 30 s
// of a loaded machine. Specs whose subject is not the install itself (offline pages after a visit,
// queued writes, offline check-in, CSP) start from a copy (launchBrowser({ serviceWorker: "installed" })).
// The install itself stays proven in fresh profiles: offline-pages.spec.ts and wallet.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { HEADLESS_SHELL, INSTALL_DISMISSED_KEY, launchChromium } from "./chromium";

/** The template's folder inside the run's folder; copied, never used directly. */
export const SERVICE_WORKER_PROFILE_DIR = "chromium-service-worker-installed";

const INSTALL_TIMEOUT_MS = 60_000;

export async function prepareServiceWorkerProfile(baseURL: string, stateDir: string): Promise<void> {
  const profileDir = path.join(stateDir, SERVICE_WORKER_PROFILE_DIR);
  const context = await launchChromium(profileDir, {
    executablePath: HEADLESS_SHELL,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    await context.addInitScript((key) => localStorage.setItem(key, "1"), INSTALL_DISMISSED_KEY);
    const page = await context.newPage();
    await page.goto("/");
    const state = await page.evaluate(async (ms) => {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
      const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
      return registration?.active?.state ?? "not ready";
    }, INSTALL_TIMEOUT_MS);
    if (state !== "activated" && state !== "activating") {
      throw new Error(`The service worker did not install in the template profile: ${state}`);
    }
    // Controlling a page proves activation finished (clientsClaim), so copies start controlled.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: INSTALL_TIMEOUT_MS,
    });
  } finally {
    // Closing flushes the service worker's registration and caches to disk before anyone copies them.
    await context.close();
  }
}

/** A copy of the template for one spec's browser. */
export function copyServiceWorkerProfile(stateDir: string, targetDir: string): void {
  fs.cpSync(path.join(stateDir, SERVICE_WORKER_PROFILE_DIR), targetDir, { recursive: true });
}
