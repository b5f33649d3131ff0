// Debian's Chromium through playwright-core (chromium.ts), plus an axe check.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import {
  CHROMIUM,
  HEADLESS_SHELL,
  INSTALL_DISMISSED_KEY,
  launchChromium,
  newChromiumContext,
} from "./chromium";
import {
  SERVER_READY_FILE,
  SERVICE_WORKER_PROFILE_FAILED_FILE,
  SERVICE_WORKER_PROFILE_READY_FILE,
  SETUP_FAILED_FILE,
} from "./server-state";
import { copyServiceWorkerProfile } from "./service-worker-profile";

const require = createRequire(import.meta.url);

export type Browser = { context: BrowserContext; baseURL: string; close: () => Promise<void> };

export type LaunchOptions = {
  /**
   * Let the app's service worker run (offline pages, queued writes, installing, updates). Blocked
   * elsewhere: its precache downloads every chunk of the app into each fresh profile, which cost about
   * a third of the browser's CPU in a run. `true` installs it afresh in this profile (for specs about
   * the first visit or the install); "installed" starts from a copy of the run's profile where it is
   * already installed and controls the origin (service-worker-profile.ts), saving that download.
   */
  serviceWorker?: boolean | "installed";
  /** Keep the 'Install SPPC' banner (tests/e2e/offline-pages.spec.ts checks it); implies serviceWorker. */
  installBanner?: boolean;
};

/**
 * A browser context of its own. Without a service worker: a fresh context in the worker's running
 * headless shell (chromium.ts). With one: a persistent context in a fresh profile folder, which close()
 * also deletes. Chromium offers installing the app once its service worker runs; the 'Install SPPC'
 * banner that follows is dismissed in advance unless `installBanner` is set.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  await serverReady();
  const baseURL = inject("baseURL");
  if (!options.serviceWorker && !options.installBanner) {
    const context = await newChromiumContext({ baseURL });
    await context.addInitScript((key) => localStorage.setItem(key, "1"), INSTALL_DISMISSED_KEY);
    return { context, baseURL, close: () => context.close() };
  }
  const executablePath = options.installBanner ? CHROMIUM : HEADLESS_SHELL;
  // Inside the run's folder, so even an interrupted run leaves no profile behind.
  const profileDir = fs.mkdtempSync(path.join(inject("tmpDir"), "chromium-"));
  if (options.installBanner && options.serviceWorker === "installed")
    throw new Error("The installed profile is the headless shell's; installBanner needs a fresh one");
  // A fresh install waits for the run's profile too, though it does not use it (should that fail, it goes
  // ahead): each install downloads the whole precache from the one server, and three at once (the
  // profile's, offline-pages' and wallet's, among the first files to run) took over a minute each on a
  // busy machine and timed out.
  if (options.serviceWorker === "installed") {
    await serviceWorkerProfileReady();
    copyServiceWorkerProfile(inject("tmpDir"), profileDir);
  } else {
    await serviceWorkerProfileReady().catch(() => undefined);
  }
  const context = await launchChromium(profileDir, {
    executablePath,
    baseURL,
    serviceWorkers: options.serviceWorker || options.installBanner ? "allow" : "block",
  });
  if (!options.installBanner) {
    await context.addInitScript((key) => localStorage.setItem(key, "1"), INSTALL_DISMISSED_KEY);
  }
  return {
    context,
    baseURL,
    close: async () => {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

// Under the specs' hook timeout (vitest.config.ts), so a server that never starts is reported as such.
const SERVER_START_TIMEOUT_MS = 110_000;

/**
 * Waits until the run's setup (tests/e2e/global-setup.ts, which starts the server while the worker and
 * app tests run and waits for /api/health itself) says the server is up, or fails with its reason.
 */
export function serverReady(): Promise<void> {
  return setupDone(SERVER_READY_FILE, SETUP_FAILED_FILE, "The e2e server did not start");
}

/** Waits for the setup's profile with the service worker installed (service-worker-profile.ts). */
function serviceWorkerProfileReady(): Promise<void> {
  return setupDone(
    SERVICE_WORKER_PROFILE_READY_FILE,
    SERVICE_WORKER_PROFILE_FAILED_FILE,
    "The browser profile with the service worker installed was not made",
  );
}

async function setupDone(readyFile: string, failedFile: string, failure: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  const ready = path.join(inject("tmpDir"), readyFile);
  const failed = path.join(inject("tmpDir"), failedFile);
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) throw new Error(`${failure}:\n${fs.readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`${failure} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until the service worker is active and controls `target` (a reload hands it over). A fresh
 * profile downloads the whole precache first: on a loaded 2-core machine, while another profile
 * installs too, that has taken over 30 s.
 */
export async function waitForServiceWorkerControl(target: Page, installTimeoutMs = 50_000): Promise<void> {
  // ready resolves once a worker is active (it may still be "activating"); a stuck precache download
  // would otherwise hang with no clue, so the registrations' states are reported.
  const states = await target.evaluate(async (ms) => {
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
    if (await Promise.race([navigator.serviceWorker.ready, timeout])) return "";
    const all = await navigator.serviceWorker.getRegistrations();
    const described = all.map(
      (r) => `installing=${r.installing?.state} waiting=${r.waiting?.state} active=${r.active?.state}`,
    );
    return described.join("; ") || "no registration";
  }, installTimeoutMs);
  expect(states, `service worker not ready after ${installTimeoutMs / 1000} s`).toBe("");
  await target.reload();
  await expect
    .poll(() => target.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/** A new tab at the given viewport size (desktop by default). */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

type AxeResult = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

let axeScript: string | undefined;
/** axe-core's 550 KB script, read from disk once per test worker rather than once per check. */
const axeSource = () => {
  axeScript ??= fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return axeScript;
};

/** Fails with rule id, help text and selectors for every 'serious' or 'critical' axe violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts (as it should), while
  // the DevTools protocol's evaluation is not subject to it.
  if (!hasAxe) await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    type Axe = {
      run: (options: {
        resultTypes: string[];
        rules: Record<string, { enabled: boolean }>;
      }) => Promise<{ violations: AxeResult[] }>;
      _audit?: { rules: { id: string; impact?: string }[] };
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Only serious and critical violations fail the check. A rule with an impact of its own gives every
    // violation that impact (axe's finalizeRuleResult), so rules fixed at minor or moderate (region,
    // heading-order, the landmark rules...: 28 of 105 in axe 4.14) can never fail it and are not run.
    const neverSerious = (axe._audit?.rules ?? []).filter(
      (rule) => rule.impact === "minor" || rule.impact === "moderate",
    );
    const rules = Object.fromEntries(neverSerious.map((rule) => [rule.id, { enabled: false }]));
    // Only violations are read; axe then skips gathering details of everything that passed.
    const result = await axe.run({ resultTypes: ["violations"], rules });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (serious.length === 0) return;
  const lines = serious.map(
    (v) =>
      `- [${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.map(String).join(" > ")}`).join("\n"),
  );
  throw new Error(
    `axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${lines.join("\n")}`,
  );
}
