import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EmailAttachment } from "../../worker/db/schema";
import { makeAdmin, ORIGIN, outboxFor, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { makeEvent } from "./events-helpers";
import { membershipApplication } from "./membership-application";
import { renderTemplatedMail } from "./test-outbox";

// Mail goes out in the recipient's language: a member's stored preference, a visitor's language when
// they registered or applied (kept with the registration), with admin texts in that language or
// marked as English.

const details = {
  name: "Hira Qureshi",
  phone: "+966500000000",
  linkedin: "",
  profession: "Engineer",
  company: "Aramco",
  expectations: "",
  city: "Riyadh",
};

/** An RSVP as the page sends it; `cookie` carries the session and/or the page's `lang`. */
const rsvp = (email: string, cookie = "", target: Record<string, string | undefined> = {}) =>
  callApi("/api/events/rsvp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ ...details, email, ...target }),
  });

const mailOf = async (email: string, kind: string) =>
  (await outboxFor(email)).filter((mail) => mail.kind === kind);

async function icsOf(email: string, kind: string): Promise<string> {
  await renderTemplatedMail();
  const row = await env.DB.prepare(
    'select attachments from email_outbox where "to" = ? and kind = ? order by created_at desc limit 1',
  )
    .bind(email, kind)
    .first<{ attachments: string | null }>();
  const files = JSON.parse(row?.attachments ?? "[]") as EmailAttachment[];
  const ics = files.find((file) => file.filename === "event.ics");
  const bytes = Uint8Array.from(atob(ics?.content ?? ""), (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes).replace(/\r\n /g, "");
}

const translateEvent = (id: string, nameAr: string | null, nameUr: string | null) =>
  env.DB.prepare("update events set name_ar = ?, name_ur = ? where id = ?").bind(nameAr, nameUr, id).run();

describe("mail in the recipient's language", () => {
  it("writes to an Urdu member in Urdu, whatever page they registered from", async () => {
    const { id } = await makeEvent("Founders Evening");
    await translateEvent(id, "أمسية المؤسسين", "بانیوں کی شام");
    const member = await signUp(uniqueEmail("urdu-member"));
    await env.DB.prepare(
      "update members set preferred_language = 'ur' where user_id = (select id from user where email = ?)",
    )
      .bind(member.email)
      .run();

    // The page was English (no lang cookie): the member's stored Urdu wins.
    expect((await rsvp(member.email, member.cookie)).status).toBe(201);
    const [mail] = await mailOf(member.email, "rsvp-confirmed");
    expect(mail?.subject).toBe("RSVP کی تصدیق ہو گئی! بانیوں کی شام");
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail?.text).toContain("ریاض کے وقت کے مطابق");
    // The calendar invite's human text follows; its structure stays as it was.
    const ics = await icsOf(member.email, "rsvp-confirmed");
    expect(ics).toContain("SUMMARY:بانیوں کی شام");
    expect(ics).toContain("ٹکٹ کوڈ:");
    expect(ics).toContain("DTSTART;TZID=Asia/Riyadh:");
  });

  it("keeps a visitor's Arabic for the waitlist and the later promotion, marking an untranslated name", async () => {
    await makeEvent("Careers Night");
    const holder = uniqueEmail("holder");
    const visitor = uniqueEmail("ar-visitor");
    const held = (await (await rsvp(holder)).json()) as { rsvp: { cancelToken?: string } };
    expect((await rsvp(visitor, "lang=ar")).status).toBe(201);

    const [waiting] = await mailOf(visitor, "rsvp-waitlisted");
    expect(waiting?.subject).toBe("أنت على قائمة الانتظار: Careers Night");
    expect(waiting?.html).toContain('<html lang="ar" dir="rtl">');
    // No Arabic name was written: the English one is marked so it reads left to right.
    expect(waiting?.html).toContain('<span lang="en" dir="ltr">Careers Night</span>');

    // The seat frees up through the holder's (English) cancel link: the visitor is told in Arabic.
    const token = held.rsvp.cancelToken ?? (await tokenOf(holder));
    const cancelled = await postJson("/api/events/rsvp/cancel", { token });
    expect(cancelled.status).toBe(200);
    const [promoted] = await mailOf(visitor, "rsvp-promoted");
    expect(promoted?.subject).toBe("توفر مقعد: تم تأكيد حضورك في Careers Night");
    expect(promoted?.html).toContain('dir="rtl"');
    expect(await icsOf(visitor, "rsvp-promoted")).toContain("رمز التذكرة:");
  });

  it("tells an Arabic visitor of a change in Arabic, with the event's Arabic name", async () => {
    const admin = await signUp(uniqueEmail("organiser"));
    await makeAdmin(admin.email);
    const input = {
      name: "Majlis Night",
      nameAr: "ليلة المجلس",
      city: null,
      type: "Networking",
      description: "An evening of introductions",
      highlights: [],
      venue: "Test Hall",
      address: "King Fahd Road",
      startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 20.1 * 86_400_000).toISOString(),
      capacity: 5,
      whatsappGroupUrl: null,
      registrationOpen: true,
    };
    const created = await send("POST", "/api/admin/events", admin.cookie, input);
    const { event } = (await created.json()) as { event: { id: string } };
    const visitor = uniqueEmail("ar-change");
    expect((await rsvp(visitor, "lang=ar", { city: undefined, event: event.id })).status).toBe(201);

    const moved = await send("PUT", `/api/admin/events/${event.id}`, admin.cookie, {
      ...input,
      venue: "Diplomatic Quarter Hall",
    });
    expect(moved.status).toBe(200);
    const [change] = await mailOf(visitor, "event-changed");
    expect(change?.subject).toBe("تحديث: ليلة المجلس");
    expect(change?.text).toContain("Diplomatic Quarter Hall");
    expect(change?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("names the event of a reviewed photo in the uploader's language", async () => {
    const { id } = await makeEvent("Photo Walk");
    await translateEvent(id, null, "فوٹو واک");
    const uploader = await signUp(uniqueEmail("ur-uploader"));
    const admin = await signUp(uniqueEmail("photo-admin"));
    await makeAdmin(admin.email);
    await env.DB.prepare(
      "update members set preferred_language = 'ur' where user_id = (select id from user where email = ?)",
    )
      .bind(uploader.email)
      .run();
    const photoId = crypto.randomUUID();
    await env.DB.prepare(
      `insert into event_photos (id, event_id, event_name, r2_key, content_type, size, uploader_user_id)
       values (?, ?, 'Photo Walk', ?, 'image/jpeg', 10, (select id from user where email = ?))`,
    )
      .bind(photoId, id, `photos/${photoId}.jpg`, uploader.email)
      .run();
    const approved = await postJson(`/api/admin/photos/${photoId}/approve`, {}, admin.cookie);
    expect(approved.status).toBe(200);
    const [mail] = await mailOf(uploader.email, "content-reviewed");
    expect(mail?.subject).toBe("فوٹو واک سے آپ کی تصویر گیلری میں شامل ہو گئی");
  });

  it("keeps English mail exactly as it was for an English visitor", async () => {
    await makeEvent("Tech Talks");
    const visitor = uniqueEmail("en-visitor");
    expect((await rsvp(visitor)).status).toBe(201);
    const [mail] = await mailOf(visitor, "rsvp-confirmed");
    expect(mail?.subject).toBe("RSVP Confirmed! Tech Talks");
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.html).not.toContain("<span lang=");
    expect(await icsOf(visitor, "rsvp-confirmed")).toContain("Ticket code: ");
  });

  it("answers a visitor's application in the language they applied in", async () => {
    const admin = await signUp(uniqueEmail("reviewer"));
    await makeAdmin(admin.email);
    const email = uniqueEmail("ar-applicant");
    const applied = await callApi("/api/membership/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: "lang=ar" },
      body: JSON.stringify(membershipApplication(email)),
    });
    expect(applied.status).toBe(201);
    const stored = await env.DB.prepare("select id from membership_applications where email = ?")
      .bind(email)
      .first<{ id: string }>();
    const rejected = await postJson(
      `/api/admin/applications/${stored?.id}/review`,
      { status: "rejected", reason: "Please apply with your work email" },
      admin.cookie,
    );
    expect(rejected.status).toBe(200);
    const [review] = await mailOf(email, "application-reviewed");
    expect(review?.subject).toBe("طلب عضويتك في SPPC");
    expect(review?.html).toContain('dir="rtl"');
  });
});

async function tokenOf(email: string): Promise<string> {
  const row = await env.DB.prepare("select cancel_token from rsvps where email = ?")
    .bind(email)
    .first<{ cancel_token: string }>();
  return row?.cancel_token ?? "";
}
