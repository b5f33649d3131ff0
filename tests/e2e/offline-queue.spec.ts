// Queued writes in a real Chromium: an RSVP and a post written offline wait in IndexedDB marked
// Pending, survive a reload while still offline, and land exactly once when the connection returns,
// even when the sync is triggered several times at once. A refused item shows Retry and Discard.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, expectNoSeriousA11yViolations, launchBrowser, openPage } from "./browser";
import { countD1 } from "./d1";
import { DESKTOP } from "./page-checks";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  // Queued writes, not the install, are the subject: start with the service worker installed.
  browser = await launchBrowser({ serviceWorker: "installed" });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await browser.context.setOffline(false);
  await page?.close();
});

/** A fresh onboarded member, signed in in this context; returns their email and user id. */
async function signInAsMember(name: string): Promise<{ email: string; userId: string }> {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
  const email = await signUpViaApi(page, name, uniqueEmail("queue"));
  const [firstName = name, lastName = ""] = name.split(" ");
  const userId = await completeOnboardingViaApi(page, { firstName, lastName });
  return { email, userId };
}

/** Waits until the service worker controls the page, so reloads work offline. */
async function waitForServiceWorker() {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

type StoredItem = { id: string; kind: string; body: unknown; status: string };

/** The owner's queue as IndexedDB holds it (idb-keyval's default database). */
function storedQueue(ownerId: string): Promise<StoredItem[]> {
  return page.evaluate(
    (key) =>
      new Promise<StoredItem[]>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("keyval").objectStore("keyval").get(key);
          read.onsuccess = () => resolve((read.result as StoredItem[] | undefined) ?? []);
          read.onerror = () => reject(read.error);
        };
      }),
    `sppc-queue:${ownerId}`,
  );
}

/** Puts an item straight into the owner's queue (what a write refused later would look like). */
function craftQueued(
  ownerId: string,
  item: StoredItem & { ownerId: string; createdAt: string; attempts: number },
) {
  return page.evaluate(
    ({ key, item }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval", "readwrite").objectStore("keyval");
          const read = store.get(key);
          read.onsuccess = () => {
            store.put([...((read.result as unknown[] | undefined) ?? []), item], key);
            store.transaction.oncomplete = () => resolve();
          };
        };
        localStorage.setItem(`sppc-queue-pending:${key.slice("sppc-queue:".length)}`, "1");
      }),
    { key: `sppc-queue:${ownerId}`, item },
  );
}

describe("offline queue", () => {
  it("queues an RSVP and a post offline, keeps them over an offline reload and sends each exactly once", async () => {
    const { email, userId } = await signInAsMember("Sadia Mirza");
    const content = `Written on the Riyadh metro ${Date.now().toString(36)}`;
    await page.goto("/");
    const startPost = page.getByRole("button", { name: "Share an update with the community" });
    await startPost.waitFor();
    await waitForServiceWorker();
    await startPost.waitFor();
    await page.goto("/event/riyadh");
    await page.getByRole("button", { name: "Register" }).waitFor();
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe(email);

    await browser.context.setOffline(true);
    // The RSVP, offline: saved, with a pending confirmation in place of the form.
    await page.getByLabel(/^Phone/).fill("+966 50 123 4567");
    await page.getByLabel(/^Profession/).fill("Civil Engineer");
    await page.getByLabel(/^Company/).fill("Example Co");
    await page.getByRole("button", { name: "Register" }).click();
    const pendingRsvp = page.getByTestId("rsvp-pending");
    await pendingRsvp.getByRole("heading", { name: "RSVP saved offline" }).waitFor();
    await pendingRsvp.getByText("we'll send your RSVP when you're back online").waitFor();
    await expectNoSeriousA11yViolations(page);

    // The post, offline, from the feed (reached through the app, as a member would).
    await page.goto("/");
    await startPost.click();
    const dialog = page.getByRole("dialog", { name: "Create a post" });
    await dialog.getByLabel("What would you like to share?").fill(content);
    await dialog.getByRole("button", { name: "Post", exact: true }).click();
    await page.getByText("Saved offline", { exact: true }).waitFor();
    const pendingPost = page.getByTestId("queued-post").filter({ hasText: content });
    await pendingPost.getByText("Pending").waitFor();
    await pendingPost.getByRole("heading", { name: "Sadia Mirza" }).waitFor();
    await page.getByText("2 waiting to be sent").waitFor();

    // Still offline, a reload: the queue survives and is still shown.
    await page.reload();
    await pendingPost.getByText("Pending").waitFor();
    await page.getByTestId("queued-rsvp").filter({ hasText: "RSVP for Riyadh" }).waitFor();
    await page.getByText("2 waiting to be sent").waitFor();
    await expectNoSeriousA11yViolations(page);
    const queued = await storedQueue(userId);
    expect(queued.map((item) => [item.kind, item.status])).toEqual([
      ["rsvp", "pending"],
      ["post", "pending"],
    ]);
    expect(countD1("select count(*) n from posts where content = ?", content)).toBe(0);

    // Back online (which fires `online`), and the sync triggered twice more at once, plus visibility.
    await browser.context.setOffline(false);
    await page.evaluate(() => {
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.getByTestId("post-card").filter({ hasText: content }).waitFor({ timeout: 15_000 });
    await pendingPost.waitFor({ state: "detached" });
    await expect.poll(() => storedQueue(userId)).toEqual([]);
    expect(countD1("select count(*) n from posts where content = ?", content)).toBe(1);
    expect(countD1("select count(*) n from rsvps where email = ?", email)).toBe(1);

    // Replaying a key the queue used gives back the first outcome, marked as a replay.
    const [rsvpItem, postItem] = queued;
    for (const [url, item] of [
      ["/api/events/rsvp", rsvpItem],
      ["/api/posts", postItem],
    ] as const) {
      const replay = await page.request.post(url, {
        headers: { "Content-Type": "application/json", "Idempotency-Key": item?.id ?? "" },
        data: JSON.stringify(item?.body),
      });
      expect(replay.status(), await replay.text()).toBeLessThan(300);
      expect(replay.headers()["idempotency-replayed"]).toBe("true");
    }
    const replayedPost = await page.request.post("/api/posts", {
      headers: { "Content-Type": "application/json", "Idempotency-Key": postItem?.id ?? "" },
      data: JSON.stringify(postItem?.body),
    });
    const postId = ((await replayedPost.json()) as { post: { id: string } }).post.id;
    expect(countD1("select count(*) n from posts where id = ? and content = ?", postId, content)).toBe(1);
    expect(countD1("select count(*) n from posts where content = ?", content)).toBe(1);
    expect(countD1("select count(*) n from rsvps where email = ?", email)).toBe(1);
  });

  it("a refused item shows the server's reason with Retry and Discard", async () => {
    const { userId } = await signInAsMember("Kamran Akmal");
    await page.goto("/");
    await page.getByRole("button", { name: "Share an update with the community" }).waitFor();
    await craftQueued(userId, {
      id: crypto.randomUUID(),
      kind: "rsvp",
      ownerId: userId,
      body: {
        name: "Kamran Akmal",
        email: "kamran@example.com",
        phone: "+966 50 000 0000",
        profession: "Accountant",
        company: "Example Co",
        city: "Atlantis",
      },
      status: "pending",
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    const item = page.getByTestId("queued-rsvp").filter({ hasText: "RSVP for Atlantis" });
    await item.getByText("Not sent: Event Not Found").waitFor({ timeout: 15_000 });
    await item.getByRole("button", { name: "Retry sending: RSVP for Atlantis" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await item.getByRole("button", { name: "Discard: RSVP for Atlantis" }).click();
    await item.waitFor({ state: "detached" });
    await expect.poll(() => storedQueue(userId)).toEqual([]);
  });
});
