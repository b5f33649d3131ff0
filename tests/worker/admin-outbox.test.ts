// /admin/outbox as support uses it: find a member's mail by address, kind and day, page through all of
// it, read the headers it went out with, and download its attachments exactly as they were sent.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxEntry, OutboxList } from "../../worker/contract/outbox";
import { admin, member, token } from "./admin-members-helpers";
import { callApi } from "./call-api";

let adminCookie = "";
beforeAll(async () => {
  adminCookie = (await admin("Outbox Support")).cookie;
});

type Row = {
  to: string;
  kind?: string;
  createdAt: string;
  status?: string;
  attachments?: { filename: string; type: string; content: string }[];
  headers?: Record<string, string>;
};

/** Outbox rows written straight to D1 (already sent, so no consumer touches them). */
async function seed(rows: Row[]): Promise<string[]> {
  const ids = rows.map(() => crypto.randomUUID());
  const insert = env.DB.prepare(
    `insert into email_outbox (id, "to", subject, text, html, kind, attachments, headers, delivery, status, created_at)
     values (?, ?, 'Subject', 'Body', '<p>Body</p>', ?, ?, ?, 'send', ?, ?)`,
  );
  for (let start = 0; start < rows.length; start += 100) {
    await env.DB.batch(
      rows
        .slice(start, start + 100)
        .map((row, i) =>
          insert.bind(
            ids[start + i],
            row.to,
            row.kind ?? "welcome",
            row.attachments ? JSON.stringify(row.attachments) : null,
            row.headers ? JSON.stringify(row.headers) : null,
            row.status ?? "sent",
            row.createdAt,
          ),
        ),
    );
  }
  return ids;
}

async function page(query: string, cookie = adminCookie): Promise<OutboxList> {
  const response = await callApi(`/api/admin/outbox?${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxList;
}

/** Every page for a query, following nextCursor. */
async function allPages(query: string): Promise<{ pages: number; messages: OutboxEntry[] }> {
  const messages: OutboxEntry[] = [];
  let cursor: string | null = "";
  let pages = 0;
  while (cursor !== null) {
    const answer: OutboxList = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    messages.push(...answer.messages);
    cursor = answer.nextCursor;
    pages += 1;
  }
  return { pages, messages };
}

const addresses = (list: { messages: OutboxEntry[] }) => list.messages.map((m) => m.to);

describe("/api/admin/outbox search", () => {
  it("finds a recipient anywhere in the address, or by its start when it has an @, ignoring case", async () => {
    const tag = token().toLowerCase();
    await seed([
      { to: `Omar.${tag}@Example.com`, createdAt: "2026-05-01T10:00:00.000Z" },
      { to: `hira.${tag}@example.com`, createdAt: "2026-05-02T10:00:00.000Z" },
      { to: `someone@${tag}.org`, createdAt: "2026-05-03T10:00:00.000Z" },
    ]);
    expect(addresses(await page(`q=${tag.toUpperCase()}`))).toEqual([
      `someone@${tag}.org`,
      `hira.${tag}@example.com`,
      `Omar.${tag}@Example.com`,
    ]);
    expect(addresses(await page(`q=${encodeURIComponent(`omar.${tag}@ex`)}`))).toEqual([
      `Omar.${tag}@Example.com`,
    ]);
    // With an "@" it is the address's start: the domain alone does not match.
    expect(addresses(await page(`q=${encodeURIComponent(`@${tag}.org`)}`))).toEqual([]);
  });

  it("filters by kind, by Riyadh days and to failed mail", async () => {
    const tag = token().toLowerCase();
    await seed([
      // 23:30 UTC on 9 June is already 10 June in Riyadh.
      { to: `a.${tag}@example.com`, kind: "event-cancelled", createdAt: "2026-06-09T23:30:00.000Z" },
      {
        to: `b.${tag}@example.com`,
        kind: "welcome",
        createdAt: "2026-06-10T12:00:00.000Z",
        status: "failed",
      },
      { to: `c.${tag}@example.com`, kind: "event-cancelled", createdAt: "2026-06-11T21:30:00.000Z" },
    ]);
    expect(addresses(await page(`q=${tag}&kind=event-cancelled`))).toEqual([
      `c.${tag}@example.com`,
      `a.${tag}@example.com`,
    ]);
    expect(addresses(await page(`q=${tag}&since=2026-06-10&until=2026-06-10`))).toEqual([
      `b.${tag}@example.com`,
      `a.${tag}@example.com`,
    ]);
    // 21:30 UTC on 11 June is 12 June in Riyadh.
    expect(addresses(await page(`q=${tag}&since=2026-06-12`))).toEqual([`c.${tag}@example.com`]);
    const failed = await page(`q=${tag}&status=failed`);
    expect(addresses(failed)).toEqual([`b.${tag}@example.com`]);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(
      (await callApi("/api/admin/outbox?kind=nonsense", { headers: { Cookie: adminCookie } })).status,
    ).toBe(422);
  });

  it("pages through 250 mails without a gap or a repeat, ties on the same instant included", async () => {
    const tag = token().toLowerCase();
    // Five mails share each instant, so only the id orders them within it.
    const rows = Array.from({ length: 250 }, (_, i) => ({
      to: `page${i}.${tag}@example.com`,
      createdAt: new Date(Date.UTC(2026, 6, 1) + Math.floor(i / 5) * 60_000).toISOString(),
    }));
    const ids = await seed(rows);
    const { pages, messages } = await allPages(`q=${tag}`);
    expect(pages).toBe(5);
    expect(messages.map((m) => m.id).sort()).toEqual([...ids].sort());
    const order = messages.map((m) => `${m.createdAt}~${m.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});

describe("/api/admin/outbox headers and attachments", () => {
  // Bytes no text round trip keeps, at a length that needs base64 padding.
  const bytes = Uint8Array.from([0, 255, 128, 10, 13, 34, 200, 1]);
  const content = btoa(String.fromCharCode(...bytes));
  const headers = {
    "List-Unsubscribe": "<https://sppc.example/api/unsubscribe/abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Reply-To": "team@sppc.example",
  };
  let id = "";
  let address = "";
  beforeAll(async () => {
    address = `files.${token().toLowerCase()}@example.com`;
    [id = ""] = await seed([
      {
        to: address,
        kind: "event-cancelled",
        createdAt: "2026-08-01T10:00:00.000Z",
        headers,
        attachments: [
          { filename: "invite.ics", type: "text/calendar; method=CANCEL", content: btoa("BEGIN:VCALENDAR") },
          { filename: '../ticket "QR".png', type: "image/png", content },
        ],
      },
    ]);
  });

  it("lists the headers and each attachment's name, type and size, never its content", async () => {
    const [listed] = (await page(`q=${encodeURIComponent(address)}`)).messages;
    expect(listed?.headers).toEqual(headers);
    expect(listed?.attachments).toEqual([
      { index: 0, filename: "invite.ics", type: "text/calendar; method=CANCEL", size: 15 },
      { index: 1, filename: '../ticket "QR".png', type: "image/png", size: bytes.length },
    ]);
    expect(JSON.stringify(listed)).not.toContain(content);
  });

  it("downloads an attachment byte for byte, with a safe name, its type and no caching", async () => {
    const response = await callApi(`/api/admin/outbox/${id}/attachments/1`, {
      headers: { Cookie: adminCookie },
    });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="ticket_QR_.png"; filename\*=UTF-8''/);
    expect(disposition).not.toContain("/");
    const missing = await callApi(`/api/admin/outbox/${id}/attachments/2`, {
      headers: { Cookie: adminCookie },
    });
    expect(missing.status).toBe(404);
  });

  it("is for admins only", async () => {
    const { cookie } = await member("Curious Member");
    expect((await callApi("/api/admin/outbox", { headers: { Cookie: cookie } })).status).toBe(403);
    const download = await callApi(`/api/admin/outbox/${id}/attachments/0`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(403);
    expect((await callApi(`/api/admin/outbox/${id}/attachments/0`)).status).toBe(401);
  });
});
