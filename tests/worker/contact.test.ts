import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../worker/contract/contact";
import { CONTACT_LIMIT_PER_HOUR } from "../../worker/domain/contact";
import { makeAdmin, ORIGIN, outboxFor, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

type ErrorAnswer = { error: { code: string; message: string; details?: Record<string, string[]> } };

const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Bilal",
  lastName: "Ahmed",
  email: uniqueEmail("visitor"),
  phone: "+966 50 123-4567",
  subject: "Corporate membership",
  message: "We are 12 engineers in Jubail. Is there a group membership?",
  privacyConsent: true,
  ...overrides,
});

const storedFor = (email: string) =>
  env.DB.prepare("select * from contact_messages where email = ?").bind(email).all<Record<string, unknown>>();

let adminCookie = "";
let memberCookie = "";

beforeAll(async () => {
  const admin = await signUp(uniqueEmail("admin"));
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
  memberCookie = (await signUp()).cookie;
});

describe("POST /api/contact", () => {
  it("stores a visitor's message and emails support and the sender", async () => {
    const input = message({ language: "ar" });
    const response = await postJson("/api/contact", input);
    expect(response.status).toBe(201);

    const { results } = await storedFor(input.email);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      first_name: "Bilal",
      last_name: "Ahmed",
      // As typed ("+966 50 123-4567"), stored in E.164.
      phone: "+966501234567",
      subject: "Corporate membership",
      status: "new",
      user_id: null,
    });
    expect(results[0]?.privacy_consent_at).toBeTruthy();

    const support = await outboxFor(env.SUPPORT_EMAIL);
    const received = support.find((mail) => mail.text.includes(input.email));
    expect(received?.kind).toBe("contact-received");
    expect(received?.subject).toBe("Contact form: Corporate membership");
    expect(received?.text).toContain(`Reply to: ${input.email}`);
    expect(received?.text).toContain("Is there a group membership?");

    const [confirmation] = await outboxFor(input.email);
    expect(confirmation?.kind).toBe("contact-confirmation");
    expect(confirmation?.subject).toBe("تلقينا رسالتك");
    expect(confirmation?.html).toContain('dir="rtl"');
  });

  it("writes the confirmation in the lang cookie's language when the body names none, and links a member", async () => {
    const input = message();
    const response = await callApi("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: `${memberCookie}; lang=ur` },
      body: JSON.stringify(input),
    });
    expect(response.status).toBe(201);
    const [confirmation] = await outboxFor(input.email);
    expect(confirmation?.subject).toBe("ہمیں آپ کا پیغام موصول ہو گیا");
    const { results } = await storedFor(input.email);
    expect(results[0]?.user_id).toBeTruthy();
  });

  it("requires the privacy consent, with a clear message, and stores nothing", async () => {
    const input = message({ privacyConsent: false });
    const response = await postJson("/api/contact", input);
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorAnswer;
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details?.privacyConsent).toEqual([
      "Please agree to the Privacy Policy so we can answer your message",
    ]);
    expect((await storedFor(input.email)).results).toHaveLength(0);
    expect(await outboxFor(input.email)).toHaveLength(0);
  });

  it("names every wrong field", async () => {
    const response = await postJson("/api/contact", {
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      phone: "call me maybe",
      subject: "",
      message: "too short",
    });
    expect(response.status).toBe(422);
    const { details } = ((await response.json()) as ErrorAnswer).error;
    expect(Object.keys(details ?? {}).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "message",
      "phone",
      "privacyConsent",
      "subject",
    ]);
  });

  it("accepts a message without a phone number and refuses one over 5000 characters", async () => {
    const withoutPhone = message({ phone: "" });
    expect((await postJson("/api/contact", withoutPhone)).status).toBe(201);
    expect((await storedFor(withoutPhone.email)).results[0]?.phone).toBeNull();
    const tooLong = await postJson("/api/contact", message({ message: "x".repeat(5001) }));
    expect(tooLong.status).toBe(422);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await callApi("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "{",
    });
    expect(response.status).toBe(400);
  });

  it(`allows ${CONTACT_LIMIT_PER_HOUR} messages per sender an hour`, async () => {
    const email = uniqueEmail("busy");
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i += 1) {
      expect((await postJson("/api/contact", message({ email }))).status).toBe(201);
    }
    const refused = await postJson("/api/contact", message({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorAnswer).error.code).toBe("rate_limited");
    expect((await storedFor(email)).results).toHaveLength(CONTACT_LIMIT_PER_HOUR);
  });
});

describe("/api/admin/messages", () => {
  it("is for admins only", async () => {
    expect((await callApi("/api/admin/messages")).status).toBe(401);
    expect((await send("GET", "/api/admin/messages", memberCookie)).status).toBe(403);
    expect(
      (await send("POST", "/api/admin/messages/x/status", memberCookie, { status: "answered" })).status,
    ).toBe(403);
  });

  it("lists messages newest first and marks one answered", async () => {
    const latest = message({ subject: "The newest one" });
    await postJson("/api/contact", latest);
    const response = await send("GET", "/api/admin/messages", adminCookie);
    const { messages } = (await response.json()) as { messages: ContactMessage[] };
    expect(messages[0]).toMatchObject({ subject: "The newest one", status: "new", email: latest.email });
    const created = messages.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const id = messages[0]?.id;
    const mark = await send("POST", `/api/admin/messages/${id}/status`, adminCookie, { status: "answered" });
    expect(mark.status).toBe(200);
    expect((await storedFor(latest.email)).results[0]?.status).toBe("answered");
    expect(
      (await send("POST", "/api/admin/messages/nope/status", adminCookie, { status: "answered" })).status,
    ).toBe(404);
  });
});
