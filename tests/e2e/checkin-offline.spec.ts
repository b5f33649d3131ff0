// Offline door check-in in Chromium: the screen downloads the event's tickets online, checks two
// guests in with the network off, survives a reload while still offline (service worker shell +
// IndexedDB), and syncs once when the connection returns, even when the sync is triggered repeatedly.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { signInViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { queryD1 } from "./d1";
import { PHONE } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  // The door screen offline, not the install, is the subject: start with the service worker installed.
  browser = await launchBrowser({ serviceWorker: "installed" });
  page = await openPage(browser, PHONE);
  await page.goto("/");
});
afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

async function post(path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await page.request.post(path, {
    data,
    headers: { Origin: browser.baseURL, ...headers },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response;
}

async function rsvp(name: string) {
  const response = await post("/api/events/rsvp", {
    name,
    email: uniqueEmail("door"),
    phone: "+966500000002",
    profession: "Engineer",
    company: "Jeddah Works",
    city: "Riyadh",
  });
  const result = (await response.json()) as RsvpResult;
  expect(result.rsvp?.status).toBe("confirmed");
  return { eventId: result.event.id, ticketCode: result.rsvp?.ticketCode ?? "" };
}

/** The service worker controls the page, so a reload with the network off still gets the app shell. */
async function waitForServiceWorker() {
  const ready = await page.evaluate(async () => {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000));
    return Boolean(await Promise.race([navigator.serviceWorker.ready, timeout]));
  });
  expect(ready, "service worker not ready after 30 s").toBe(true);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

type Pending = { id: string; ticketCode: string; scannedAt: string };

/** The queue as the page stored it in IndexedDB (database sppc-checkin, store door). */
function storedPending(): Promise<Pending[]> {
  return page.evaluate(
    () =>
      new Promise<Pending[]>((resolve, reject) => {
        const open = indexedDB.open("sppc-checkin");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("door");
          const keys = tx.objectStore("door").getAllKeys();
          const values = tx.objectStore("door").getAll();
          tx.oncomplete = () => {
            const all = keys.result.map((key, i) => [String(key), values.result[i]] as const);
            resolve(
              all.filter(([key]) => key.endsWith(":pending")).flatMap(([, value]) => value as Pending[]),
            );
            open.result.close();
          };
        };
      }),
  );
}

function checkedInAt(ticketCodes: string[]): Record<string, string | null> {
  const rows = queryD1<{ ticket_code: string; checked_in_at: string | null }>(
    `select ticket_code, checked_in_at from rsvps where ticket_code in (${ticketCodes.map(() => "?").join(",")})`,
    ...ticketCodes,
  );
  return Object.fromEntries(rows.map((row) => [row.ticket_code, row.checked_in_at]));
}

describe("offline check-in at the door", () => {
  it("checks two tickets in offline, survives a reload, and syncs each exactly once", async () => {
    await signInViaApi(page);
    const first = await rsvp("Zainab Offline");
    const second = await rsvp("Kamran Offline");
    expect(second.eventId).toBe(first.eventId);
    await waitForServiceWorker();

    // Online: the screen downloads the event's tickets for offline use on its own.
    await page.goto(`/admin/checkin/${first.eventId}`);
    await page.getByRole("heading", { level: 1, name: "Check-in" }).waitFor();
    await page.getByText(/^Tickets saved .+, \d+ tickets$/).waitFor();
    await page.getByText("All check-ins synced").waitFor();
    await expectNoSeriousA11yViolations(page);

    await browser.context.setOffline(true);
    await page.getByText("Offline", { exact: true }).waitFor();
    const codeInput = page.getByLabel("Ticket code");
    const submit = page.getByRole("button", { name: "Check in", exact: true });
    await codeInput.fill(first.ticketCode);
    await submit.click();
    await page.getByText("Checked in: Zainab Offline").waitFor();
    await codeInput.fill(second.ticketCode);
    await submit.click();
    await page.getByText("Checked in: Kamran Offline").waitFor();
    const count = page.getByRole("status").filter({ hasText: "not synced yet" });
    expect(await count.textContent()).toBe("2 check-ins not synced yet");
    expect(checkedInAt([first.ticketCode, second.ticketCode])).toEqual({
      [first.ticketCode]: null,
      [second.ticketCode]: null,
    });

    // Reload with the network still off: the shell comes from the service worker, the rest from IndexedDB.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Check-in" }).waitFor();
    await page.getByText("2 check-ins not synced yet").waitFor();
    await page.getByText(/^Tickets saved .+, \d+ tickets$/).waitFor();
    await codeInput.fill(first.ticketCode);
    await submit.click();
    await page.getByText(/Already checked in at/).waitFor();
    // Offline search looks in the saved list.
    await page.getByLabel("Find by name or email").fill("Kamran Offline");
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("listitem")
      .filter({ hasText: "Kamran Offline" })
      .getByText(/Checked in/)
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    const pending = await storedPending();
    expect(pending.map((item) => item.ticketCode).sort()).toEqual(
      [first.ticketCode, second.ticketCode].sort(),
    );

    // Back online: the `online` event syncs; the app-visible trigger fires at the same moment too.
    await browser.context.setOffline(false);
    await page.evaluate(() => {
      window.dispatchEvent(new Event("online"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.getByText("All check-ins synced").waitFor();
    expect(await storedPending()).toEqual([]);
    expect(await page.getByRole("button", { name: "Sync now" }).isDisabled()).toBe(true);

    // A door replaying the same keys gets the first outcome back and changes nothing.
    for (const item of pending) {
      const replay = await post(
        `/api/events/checkin/${first.eventId}`,
        { ticketCode: item.ticketCode, scannedAt: item.scannedAt },
        { "Idempotency-Key": item.id },
      );
      expect(replay.headers()["idempotency-replayed"]).toBe("true");
      expect(((await replay.json()) as { result: string }).result).toBe("checked_in");
    }

    const scanTimes = Object.fromEntries(pending.map((item) => [item.ticketCode, item.scannedAt]));
    expect(checkedInAt([first.ticketCode, second.ticketCode])).toEqual(scanTimes);
    expect(await page.getByRole("status").filter({ hasText: "synced" }).textContent()).toBe(
      "All check-ins synced",
    );
  });
});
