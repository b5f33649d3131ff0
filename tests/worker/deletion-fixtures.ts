// A member who used every feature, each through the API the app calls, plus what other people and
// admins did with them: the input of tests/worker/privacy-deletion-search.test.ts.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { claimOncePer, noticeKey, recordKeyFailure } from "../../worker/auth/rate-limit";
import { createDb } from "../../worker/db/client";
import { checkoutLinkIdKey } from "../../worker/domain/payments/checkout-link";
import { takeUploadSlot } from "../../worker/domain/uploads/upload-rate";
import { recipientKey, takeVisitorMail } from "../../worker/domain/visitor-mail/limit";
import { makeAdmin, ORIGIN, postJson, send, signIn, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

export type Person = { email: string; cookie: string; userId: string; name: string };

const sql = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .run();

async function ok<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

export async function person(name: string, label: string): Promise<Person> {
  const { email, cookie } = await signUp(uniqueEmail(label), name);
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  return { email, cookie, userId: row?.id ?? "", name };
}

export async function administrator(): Promise<Person> {
  const admin = await person("Sana Admin", "admin");
  await makeAdmin(admin.email);
  return admin;
}

/** Letters only, so the name passes validation and is found nowhere else in the database. */
export const uniqueName = () =>
  `Zarghuna ${[...crypto.randomUUID().replace(/[^a-f]/g, "")].slice(0, 6).join("")}zai`;

/** A Saudi mobile number no other row has. */
export const uniquePhone = () => `+966 55 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

/** Profile with phone, premium tier (an audited admin change), a profile photo in R2. */
export async function richProfile(member: Person, admin: Person, phone: string) {
  const [firstName, lastName] = member.name.split(" ");
  await ok(
    await send("PUT", "/api/profile/complete-onboarding", member.cookie, {
      firstName,
      lastName,
      phoneNumber: phone,
      location: "Riyadh",
      bio: `Call me on ${phone}.`,
      jobTitle: "Site Engineer",
      company: "Saudi Binladin Group",
      experience: "6-10",
      skills: "AutoCAD",
      industry: "Construction",
      linkedinUrl: "",
      interests: "Cricket",
      consent: {
        pdplConsentGiven: true,
        marketingOptIn: true,
        dataProcessingOptIn: true,
        profileSharingOptIn: true,
        consentDate: "2026-01-01T00:00:00.000Z",
      },
      profileCompleted: true,
      onboardingCompletedAt: "2026-01-01T00:00:00.000Z",
    }),
  );
  await ok(
    await send("PUT", `/api/admin/members/${member.userId}/tier`, admin.cookie, {
      tier: "premium",
      validUntil: new Date(Date.now() + 300 * 86_400_000).toISOString(),
    }),
  );
  const photoKey = `profile/${crypto.randomUUID()}.png`;
  await env.PHOTOS.put(photoKey, new Uint8Array([137, 80, 78, 71]));
  await sql("update members set photo_key = ? where user_id = ?", photoKey, member.userId);
  return photoKey;
}

/** A business listing and a job with the member's email and phone, both approved by an admin. */
export async function listings(member: Person, admin: Person, phone: string) {
  const { business } = await ok<{ business: { id: string; slug: string } }>(
    await send("POST", "/api/businesses", member.cookie, {
      name: `${member.name} Trading`,
      industry: "Food & Beverage",
      description: "Karak chai, parathas and Lahori breakfast in Olaya.",
      location: "Riyadh",
      website: "https://lahorechai.example",
      contactEmail: member.email,
      phone,
      halalCertified: true,
      employees: "10-25",
      founded: 2019,
    }),
    201,
  );
  await ok(await send("POST", `/api/admin/moderation/business/${business.id}/approve`, admin.cookie, {}));
  // An admin edit through the catch-all audit: its body carries the member's address and phone.
  await ok(
    await send("PUT", `/api/admin/businesses/${business.id}`, admin.cookie, {
      name: `${member.name} Trading`,
      industry: "Food & Beverage",
      description: "Karak chai, parathas and Lahori breakfast in Olaya, Riyadh.",
      location: "Riyadh",
      website: "https://lahorechai.example",
      contactEmail: member.email,
      phone,
      halalCertified: true,
      employees: "10-25",
      founded: 2019,
    }),
  );
  const { job } = await ok<{ job: { id: string; slug: string } }>(
    await postJson(
      "/api/jobs",
      {
        title: "Site Engineer",
        company: "Lahore Builders KSA",
        location: "Jeddah",
        type: "Full-time",
        category: "Engineering",
        salary: "",
        description: "Supervise residential construction sites and coordinate subcontractors on schedule.",
        requirements: ["B.Sc. Civil Engineering"],
        howToApply: `Email ${member.email} or call ${phone}, ask for ${member.name}`,
        remoteOk: false,
        visaSponsorship: true,
      },
      member.cookie,
    ),
    201,
  );
  await ok(await send("POST", `/api/admin/moderation/job/${job.id}/approve`, admin.cookie, {}));
  return { businessSlug: business.slug, jobSlug: job.slug };
}

/** An approved event photo (its bytes in R2) and a seat at an upcoming event, booked idempotently. */
export async function events(member: Person, admin: Person, phone: string) {
  const photoId = crypto.randomUUID();
  const photoKey = `events/${photoId}.jpg`;
  await env.PHOTOS.put(photoKey, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  await sql(
    `insert into event_photos (id, event_name, r2_key, content_type, size, uploader_user_id, caption)
     values (?, 'Riyadh Meetup', ?, 'image/jpeg', 4, ?, ?)`,
    photoId,
    photoKey,
    member.userId,
    `${member.name} at the meetup`,
  );
  await ok(await postJson(`/api/admin/photos/${photoId}/approve`, {}, admin.cookie));

  const eventId = crypto.randomUUID();
  const starts = new Date(Date.now() + 10 * 86_400_000);
  await sql("delete from events where city = 'dammam'");
  await sql(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, 'Erasure Tea', 'dammam', 'Networking', 'A test event', 'Hall', 'Street', ?, ?, 20,
             'https://chat.whatsapp.com/x', 1)`,
    eventId,
    `erasure-${eventId}`,
    starts.toISOString(),
    new Date(starts.getTime() + 3_600_000).toISOString(),
  );
  const rsvp = await callApi("/api/events/rsvp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      Cookie: member.cookie,
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      name: member.name,
      email: member.email,
      phone,
      linkedin: "",
      profession: "Engineer",
      company: "Aramco",
      expectations: "Meet people",
      city: "Dammam",
    }),
  });
  expect(rsvp.status, await rsvp.clone().text()).toBeLessThan(300);
  return { photoKey };
}

/** A post written idempotently, a comment and a like on someone else's post (their bell rings). */
export async function feed(member: Person, other: Person) {
  const { post: theirs } = await ok<{ post: { id: string } }>(
    await send("POST", "/api/posts", other.cookie, {
      postType: "standard",
      content: "Who is at the meetup?",
    }),
    201,
  );
  await ok(
    await send("POST", `/api/posts/${theirs.id}/comments`, member.cookie, {
      content: `Me! Ring ${member.name} any time.`,
    }),
    201,
  );
  await ok(await send("PUT", `/api/posts/${theirs.id}/like`, member.cookie));
  const mine = await callApi("/api/posts", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      Cookie: member.cookie,
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify({ postType: "standard", content: `Salam, this is ${member.name} from Olaya` }),
  });
  expect(mine.status).toBe(201);
  return { theirPostId: theirs.id };
}

/** A forum thread the member started and someone else answered, and a reply of the member's. */
export async function forums(member: Person, other: Person) {
  const categoryId = crypto.randomUUID();
  const slug = `erasure-${categoryId.slice(0, 8)}`;
  await sql(
    "insert into forum_categories (id, slug, name, description) values (?, ?, 'Talk', 'Talk')",
    categoryId,
    slug,
  );
  const { thread } = await ok<{ thread: { slug: string } }>(
    await send("POST", "/api/forums/threads", member.cookie, {
      categorySlug: slug,
      title: "Iqama renewal tips",
      body: "What worked for you at the Jawazat office?",
    }),
    201,
  );
  await ok(
    await send("POST", `/api/forums/threads/${thread.slug}/replies`, other.cookie, { body: "Go early." }),
    201,
  );
  await ok(
    await send("POST", `/api/forums/threads/${thread.slug}/replies`, member.cookie, { body: "Thanks!" }),
    201,
  );
  return { threadSlug: thread.slug };
}

/** The member books a mentor, is a mentor someone else booked, writes to support and applies. */
export async function requests(member: Person, other: Person, phone: string) {
  const mentorSlug = `mentor-${crypto.randomUUID().slice(0, 8)}`;
  await sql(
    `insert into mentors (id, slug, name, title, company, expertise, experience, rating, sessions, email)
     values (?, ?, 'Nadia Mentor', 'Engineering Manager', 'Aramco', '["Leadership"]', '12 years', 4.7, 10,
             'nadia.mentor@example.com')`,
    crypto.randomUUID(),
    mentorSlug,
  );
  const mySlug = `mentor-${crypto.randomUUID().slice(0, 8)}`;
  await sql(
    `insert into mentors (id, slug, name, title, company, expertise, experience, rating, sessions, email, user_id)
     values (?, ?, ?, 'Site Engineer', 'Saudi Binladin Group', '["Construction"]', '8 years', 4.9, 3, ?, ?)`,
    crypto.randomUUID(),
    mySlug,
    member.name,
    member.email,
    member.userId,
  );
  const preferredDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const booking = (slug: string) => ({
    mentorSlug: slug,
    topic: "Moving into engineering management",
    message: "I lead a team of five in Riyadh and would like advice on the next step.",
    preferredDate,
  });
  await ok(await postJson("/api/mentorship/requests", booking(mentorSlug), member.cookie), 201);
  await ok(await postJson("/api/mentorship/requests", booking(mySlug), other.cookie), 201);

  const [firstName, lastName] = member.name.split(" ");
  await ok(
    await postJson(
      "/api/contact",
      {
        firstName,
        lastName,
        email: member.email,
        phone,
        subject: "Corporate membership",
        message: "We are 12 engineers in Jubail. Is there a group membership?",
        privacyConsent: true,
      },
      member.cookie,
    ),
    201,
  );
  await ok(
    await postJson("/api/membership/applications", {
      firstName,
      lastName,
      email: member.email,
      phone,
      city: "Riyadh",
      profession: "Accountant",
      company: "Saudi Binladin Group",
      experience: "mid",
      membershipType: "premium",
      agreeTerms: true,
    }),
    201,
  );
}

/** Admin actions on the member (audited), a paid membership, and a mistyped password. */
export async function records(member: Person, admin: Person) {
  await ok(
    await postJson(`/api/admin/members/${member.userId}/suspend`, { reason: "Spam reports" }, admin.cookie),
  );
  await ok(await postJson(`/api/admin/members/${member.userId}/restore`, {}, admin.cookie));
  const paymentId = crypto.randomUUID();
  await sql(
    `insert into payments (id, user_id, tier, amount_halalas, currency, provider, provider_ref, status, recorded_by,
                           paid_at, valid_until)
     values (?, ?, 'premium', 29900, 'SAR', 'bank_transfer', ?, 'paid', ?, '2026-03-01T10:00:00.000Z',
             '2027-03-01T10:00:00.000Z')`,
    paymentId,
    member.userId,
    `TRF-${paymentId.slice(0, 8)}`,
    admin.userId,
  );
  // The suspension signed the member out everywhere: they sign in again to delete their account.
  const again = await signIn(member.email);
  expect(again.response.status).toBe(200);
  // A mistyped password afterwards: a failure count keyed by their address.
  expect((await signIn(member.email, "not the password")).response.status).toBe(401);
  return { paymentId, cookie: again.cookie };
}

/**
 * Every kind of counter row (auth_attempts) that can name or point at the member, written by the code
 * that writes them: an upload limit (keyed by id), the failed-sign-in notice marker (by address), the
 * visitor-mail count of a password reset (a digest of the address), the payment-link count (by
 * membership number), and a limit keyed by id in the middle of its key, as later limits may be. The
 * two derived keys contain neither id nor address, so they are returned for the test to look up.
 */
export async function counters(member: Person): Promise<{ derivedKeys: string[] }> {
  const db = createDb(env.DB);
  const now = Date.now();
  await takeUploadSlot(db, "profile-photo", member.userId, now);
  expect(await claimOncePer(db, noticeKey(member.email), 86_400_000, now)).toBe(true);
  await takeVisitorMail(db, {
    purpose: "password-reset",
    recipient: member.email,
    client: { ip: "203.0.113.7", perAddress: 20 },
  });
  const membershipId = `SPPC-20260101-${String(Math.floor(Math.random() * 9000) + 1000)}`;
  await sql(
    "update members set membership_id = coalesce(membership_id, ?) where user_id = ?",
    membershipId,
    member.userId,
  );
  const card = await env.DB.prepare("select membership_id as id from members where user_id = ?")
    .bind(member.userId)
    .first<{ id: string }>();
  const checkoutKey = checkoutLinkIdKey(card?.id ?? membershipId);
  await recordKeyFailure(db, checkoutKey, now);
  await recordKeyFailure(db, `some-limit:${member.userId}:per-minute`, now);
  return { derivedKeys: [await recipientKey("password-reset", member.email), checkoutKey] };
}
