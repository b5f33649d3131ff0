import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "../../worker/contract/events";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { createDb } from "../../worker/db/client";
import { type EmailAttachment, rsvps } from "../../worker/db/schema";
import { findEventSummary } from "../../worker/domain/events/events";
import { rsvpEmailMessage } from "../../worker/domain/events/rsvp-email";
import { buildIcs, foldLine } from "../../worker/email/ics";
import { crc32, PNG_SIGNATURE, qrPng } from "../../worker/email/qr-png";
import { ORIGIN, outboxFor, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { makeEvent, makeRsvpDetails } from "./events-helpers";
import { localOutbox, renderTemplatedMail } from "./test-outbox";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
/** RFC 5545 unfolding: CRLF followed by one space joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);

describe("event.ics", () => {
  const ics = buildIcs(
    {
      uid: "rsvp-123@sppc",
      summary: "Tech, Talks; and\nNetworking \\ Riyadh",
      location: "King Fahd Library; Hall 2, Olaya St, Riyadh",
      description: `${"مرحبًا بكم في لقاء المهنيين الباكستانيين في الرياض، ".repeat(4)}Ticket code: abc123`,
      startsAt: "2025-03-10T16:00:00.000Z",
      endsAt: "2025-03-10T19:30:00.000Z",
    },
    new Date("2025-03-01T08:09:10.000Z"),
  );

  it("is a PUBLISH calendar with CRLF lines folded at 75 octets", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Every line ends with CRLF: no bare LF or CR anywhere.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // The Arabic description had to be folded, and folding never split a UTF-8 character.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(decoder.decode(encoder.encode(ics))).not.toContain("\uFFFD");
    const unfolded = unfold(ics);
    for (const line of [
      "VERSION:2.0",
      "METHOD:PUBLISH",
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Riyadh",
      "TZOFFSETTO:+0300",
      "UID:rsvp-123@sppc",
      "DTSTAMP:20250301T080910Z",
    ])
      expect(unfolded).toContain(line);
    expect(unfolded.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(unfolded.find((line) => line.startsWith("DESCRIPTION:"))).toContain("Ticket code: abc123");
  });

  it("puts the start and end in Riyadh local time", () => {
    const unfolded = unfold(ics);
    expect(unfolded).toContain("DTSTART;TZID=Asia/Riyadh:20250310T190000");
    expect(unfolded).toContain("DTEND;TZID=Asia/Riyadh:20250310T223000");
    expect(ics).toMatch(/\r\nDTSTART;TZID=Asia\/Riyadh:\d{8}T\d{6}\r\n/);
  });

  it("escapes backslashes, commas, semicolons and newlines", () => {
    const unfolded = unfold(ics);
    expect(unfolded).toContain("SUMMARY:Tech\\, Talks\\; and\\nNetworking \\\\ Riyadh");
    expect(unfolded).toContain("LOCATION:King Fahd Library\\; Hall 2\\, Olaya St\\, Riyadh");
  });

  it("folds by octets, not characters", () => {
    const folded = foldLine(`DESCRIPTION:${"😀".repeat(40)}`);
    for (const line of folded.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"😀".repeat(40)}`);
  });
});

/** Parses PNG chunks, checking each CRC. */
function pngChunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = decoder.decode(png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(view.getUint32(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function checkPng(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
  const chunks = pngChunks(png);
  expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  const [header, idat] = chunks;
  if (!header || !idat) throw new Error("IHDR or IDAT missing");
  const ihdr = new DataView(header.data.buffer, header.data.byteOffset, 13);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  expect([ihdr.getUint8(8), ihdr.getUint8(9)]).toEqual([1, 0]); // 1-bit grayscale
  const raw = await inflate(idat.data);
  const stride = 1 + Math.ceil(width / 8);
  expect(raw.length).toBe(stride * height);
  return { width, height, raw, stride };
}

describe("ticket-qr.png", () => {
  it("is a valid 1-bit grayscale PNG with a 4-module quiet zone at 8 px per module", async () => {
    const { width, height, raw, stride } = await checkPng(await qrPng("0123456789abcdef0123456789abcdef"));
    expect(width).toBe(height);
    expect(width % 8).toBe(0);
    const modules = width / 8;
    expect(modules).toBeGreaterThanOrEqual(21 + 8);
    // Every row has filter 0; the quiet zone is white; the finder pattern's corner is black.
    for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
    // 1 = white, packed from the high bit.
    const pixel = (x: number, y: number) => ((raw[y * stride + 1 + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
    expect(pixel(0, 0)).toBe(1);
    expect(pixel(31, 31)).toBe(1);
    expect(pixel(32, 32)).toBe(0);
    expect(pixel(width - 1, height - 1)).toBe(1);
  });
});

const db = createDb(env.DB);

function rsvp(city: string, email: string) {
  return callApi("/api/events/rsvp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({
      ...makeRsvpDetails(email, { expectations: "Meet people" }),
      city,
    }),
  });
}

async function attachmentsFor(email: string, kind: string): Promise<EmailAttachment[]> {
  await renderTemplatedMail();
  const row = await env.DB.prepare(
    'select attachments from email_outbox where "to" = ? and kind = ? order by created_at desc limit 1',
  )
    .bind(email, kind)
    .first<{ attachments: string | null }>();
  return row?.attachments ? (JSON.parse(row.attachments) as EmailAttachment[]) : [];
}

describe("RSVP emails", () => {
  it("a confirmed RSVP gets the details, the cancel link, event.ics and ticket-qr.png", async () => {
    const { id, city, starts } = await makeEvent("Founders, Coffee; Chat");
    const email = uniqueEmail("seat");
    const response = await rsvp(city, email);
    expect(response.status).toBe(201);
    const result = (await response.json()) as RsvpResult;
    expect(result.rsvp?.status).toBe("confirmed");

    const mail = (await outboxFor(email)).find((message) => message.kind === "rsvp-confirmed");
    expect(mail?.subject).toContain("RSVP Confirmed!");
    expect(mail?.subject).toContain("Founders, Coffee; Chat");
    expect(mail?.text).toMatch(/http:\/\/localhost\/rsvp\/cancel\?token=[a-f0-9]+/);
    expect(mail?.html).toContain("/rsvp/cancel?token=");
    expect(mail?.text).toContain(result.rsvp?.ticketCode);
    expect(mail?.text).toContain("Test Hall");
    expect(mail?.html).toContain('dir="ltr"');
    expect(mail?.html).toContain("ticket-qr.png");

    const attachments = await attachmentsFor(email, "rsvp-confirmed");
    expect(attachments.map((file) => file.filename).sort()).toEqual(["event.ics", "ticket-qr.png"]);
    const ics = attachments.find((file) => file.filename === "event.ics");
    expect(ics?.type).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = decoder.decode(fromBase64(ics?.content ?? ""));
    const local = new Date(starts.getTime() + 3 * 3_600_000).toISOString().replace(/[-:]/g, "").slice(0, 15);
    expect(unfold(calendar)).toContain(`DTSTART;TZID=Asia/Riyadh:${local}`);
    expect(unfold(calendar)).toContain(
      `UID:${(await db.select().from(rsvps).where(eq(rsvps.eventId, id)).get())?.id}@sppc`,
    );
    expect(unfold(calendar)).toContain("SUMMARY:Founders\\, Coffee\\; Chat");
    const qr = attachments.find((file) => file.filename === "ticket-qr.png");
    expect(qr?.type).toBe("image/png");
    await checkPng(fromBase64(qr?.content ?? ""));
  });

  it("sends Arabic (right to left) when asked, and the waitlist email shows the position without attachments", async () => {
    const { id } = await makeEvent("Arabic Evening");
    const seat = uniqueEmail("ar-seat");
    const waiting = uniqueEmail("ar-wait");
    expect((await rsvp("Riyadh", seat)).status).toBe(201);
    expect((await rsvp("Riyadh", waiting)).status).toBe(201);
    const event = (await findEventSummary(db, id, new Date())) as EventSummary;
    const seatRow = await db.select().from(rsvps).where(eq(rsvps.email, seat)).get();
    const waitRow = await db.select().from(rsvps).where(eq(rsvps.email, waiting)).get();
    if (!seatRow || !waitRow) throw new Error("rows missing");
    expect(waitRow.status).toBe("waitlisted");

    const mailer = localOutbox();
    await mailer.send(await rsvpEmailMessage("rsvp-confirmed", seatRow, event, ORIGIN, "ar"));
    await mailer.send(
      await rsvpEmailMessage("rsvp-waitlisted", waitRow, event, ORIGIN, "ur", { waitlistPosition: 1 }),
    );

    const arabic = (await outboxFor(seat)).filter((message) => message.kind === "rsvp-confirmed").at(-1);
    expect(arabic?.subject).toBe("تم تأكيد تسجيلك! Arabic Evening");
    expect(arabic?.html).toContain('lang="ar" dir="rtl"');
    expect(arabic?.text).toContain(`${ORIGIN}/rsvp/cancel?token=${seatRow.cancelToken}`);
    expect(arabic?.text).toContain(seatRow.ticketCode);
    expect(arabic?.text).toContain("بتوقيت الرياض");
    expect((await attachmentsFor(seat, "rsvp-confirmed")).map((file) => file.filename).sort()).toEqual([
      "event.ics",
      "ticket-qr.png",
    ]);

    const urdu = (await outboxFor(waiting)).filter((message) => message.kind === "rsvp-waitlisted").at(-1);
    expect(urdu?.subject).toBe("آپ ویٹنگ لسٹ پر ہیں: Arabic Evening");
    expect(urdu?.text).toContain("ویٹنگ لسٹ میں آپ کا نمبر: 1");
    expect(urdu?.text).not.toContain(waitRow.ticketCode);
    expect(await attachmentsFor(waiting, "rsvp-waitlisted")).toEqual([]);
  });

  it("a promotion carries the invite and QR; a cancellation has no cancel link", async () => {
    const { id } = await makeEvent("Promotion Night");
    const email = uniqueEmail("promo");
    expect((await rsvp("Riyadh", email)).status).toBe(201);
    const event = (await findEventSummary(db, id, new Date())) as EventSummary;
    const row = await db.select().from(rsvps).where(eq(rsvps.email, email)).get();
    if (!row) throw new Error("row missing");
    const mailer = localOutbox();
    await mailer.send(await rsvpEmailMessage("rsvp-promoted", row, event, ORIGIN));
    await mailer.send(
      await rsvpEmailMessage("rsvp-cancelled", { ...row, status: "cancelled" }, event, ORIGIN, "ur"),
    );
    const mails = await outboxFor(email);
    expect(mails.find((m) => m.kind === "rsvp-promoted")?.text).toContain(row.ticketCode);
    expect((await attachmentsFor(email, "rsvp-promoted")).length).toBe(2);
    const cancelled = mails.find((m) => m.kind === "rsvp-cancelled");
    expect(cancelled?.subject).toBe("آپ کی رجسٹریشن منسوخ ہو گئی: Promotion Night");
    expect(cancelled?.text).not.toContain("/rsvp/cancel");
    expect(await attachmentsFor(email, "rsvp-cancelled")).toEqual([]);
  });
});
