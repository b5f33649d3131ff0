// Issue 18: mail a visitor (not signed in) can make us send is limited per recipient and per client
// address, counted in D1, and carries none of what the visitor typed.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import {
  mailClient,
  takeVisitorMail,
  VISITOR_MAIL_WINDOW_MS,
  VISITOR_MAILS_PER_ADDRESS,
  VISITOR_MAILS_PER_RECIPIENT,
} from "../../worker/domain/visitor-mail/limit";
import { ORIGIN, outboxFor, signUp, signUpOnly, uniqueEmail } from "./accounts-helpers";
import { callApi, callFromEdge, EDGE_ORIGIN } from "./call-api";
import { makeEvent } from "./events-helpers";

let addresses = 0;
/** Each test gets its own client address, as separate visitors would. */
const newAddress = () => `203.0.113.${++addresses}`;

/** A visitor's POST from `ip` through Cloudflare's edge, or from localhost (no address believed). */
function postFrom(ip: string | null, path: string, body: unknown, cookie = "") {
  const init = (origin: string): RequestInit => ({
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return ip ? callFromEdge(path, ip, init(EDGE_ORIGIN)) : callApi(path, init(ORIGIN));
}

// What a spammer would type to reach a stranger's inbox in our name.
const LURE = "URGENT verify your card at evil.example";
const application = (email: string) => ({
  firstName: LURE,
  lastName: "Call 0500000000",
  email,
  phone: "0501234567",
  city: "Riyadh",
  profession: "Accountant",
  company: "Free prizes at evil.example",
  experience: "mid",
  membershipType: "premium",
  agreeTerms: true,
});

const count = async (sql: string, ...values: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("membership applications from visitors", () => {
  it("mail one recipient three times an hour; the fourth is refused (429) and neither stored nor sent", async () => {
    const email = uniqueEmail("applied");
    const ip = newAddress();
    const statuses = [];
    for (let i = 0; i < VISITOR_MAILS_PER_RECIPIENT + 1; i += 1)
      statuses.push((await postFrom(ip, "/api/membership/applications", application(email))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await postFrom(newAddress(), "/api/membership/applications", application(email));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(await count('select count(*) as n from email_outbox where "to" = ?', email)).toBe(3);
    expect(await count("select count(*) as n from membership_applications where email = ?", email)).toBe(3);
    // The count is kept under a digest: the table holds no address to find or export.
    expect(await count("select count(*) as n from auth_attempts where instr(key, ?) > 0", email)).toBe(0);
    expect(
      await count("select count(*) as n from auth_attempts where key like 'visitor-mail:application:%'"),
    ).toBeGreaterThan(0);
  });

  it("mail at most the per-address limit an hour from one client, whatever the recipients", async () => {
    const ip = newAddress();
    for (let i = 0; i < VISITOR_MAILS_PER_ADDRESS; i += 1) {
      const response = await postFrom(ip, "/api/membership/applications", application(uniqueEmail("spray")));
      expect(response.status).toBe(201);
    }
    const victim = uniqueEmail("sprayed");
    expect((await postFrom(ip, "/api/membership/applications", application(victim))).status).toBe(429);
    expect(await outboxFor(victim)).toEqual([]);
    // Another visitor elsewhere is not slowed by it.
    expect((await postFrom(newAddress(), "/api/membership/applications", application(victim))).status).toBe(
      201,
    );
  });

  it("confirm in our own words only: nothing the visitor typed reaches the inbox", async () => {
    const email = uniqueEmail("lured");
    expect((await postFrom(newAddress(), "/api/membership/applications", application(email))).status).toBe(
      201,
    );
    const [mail, ...more] = await outboxFor(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Membership Application Submitted!");
    for (const typed of ["URGENT", "evil.example", "0500000000", "0501234567", "Accountant"]) {
      expect(mail?.text).not.toContain(typed);
      expect(mail?.html).not.toContain(typed);
      expect(mail?.subject).not.toContain(typed);
    }
  });

  it("are not limited for a signed-in member", async () => {
    const { email, cookie } = await signUp();
    for (let i = 0; i < VISITOR_MAILS_PER_RECIPIENT + 1; i += 1)
      expect((await postFrom(null, "/api/membership/applications", application(email), cookie)).status).toBe(
        201,
      );
  });
});

describe("password resets", () => {
  it("mail an account three times an hour; past that the answer is the same and nothing is sent", async () => {
    const { email } = await signUp();
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await postFrom(ip, "/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      expect(response.status).toBe(200);
    }
    const resets = (await outboxFor(email)).filter((mail) => mail.kind === "reset-password");
    expect(resets).toHaveLength(3);
  });
});

describe("email verification", () => {
  it("mails an unconfirmed address three times an hour in all, sign-up included, and quotes no typed name", async () => {
    const email = uniqueEmail("unconfirmed");
    await signUpOnly(email, LURE);
    for (let i = 0; i < 4; i += 1) {
      const response = await postFrom(null, "/api/auth/send-verification-email", { email });
      expect(response.status).toBe(200);
    }
    const verifications = (await outboxFor(email)).filter((mail) => mail.kind === "verify-email");
    expect(verifications).toHaveLength(3);
    for (const mail of verifications) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(LURE);
  });
});

describe("the contact form", () => {
  const message = (email: string) => ({
    firstName: LURE,
    lastName: "Ahmed",
    email,
    phone: "+966 50 123-4567",
    subject: "Claim your prize at evil.example",
    message: "Your SPPC card is blocked. Verify it at evil.example within 24 hours.",
    privacyConsent: true,
  });

  it("sends the sender a receipt without their words, three an hour; support still gets every message", async () => {
    const email = uniqueEmail("contact");
    const ip = newAddress();
    for (let i = 0; i < 4; i += 1)
      expect((await postFrom(ip, "/api/contact", message(email))).status).toBe(201);
    const receipts = await outboxFor(email);
    expect(receipts).toHaveLength(3);
    for (const typed of ["URGENT", "evil.example", "blocked", "Ahmed"]) {
      expect(receipts[0]?.text).not.toContain(typed);
      expect(receipts[0]?.html).not.toContain(typed);
    }
    expect(await count("select count(*) as n from contact_messages where email = ?", email)).toBe(4);
    const support = await outboxFor(env.SUPPORT_EMAIL);
    expect(support.filter((mail) => mail.text.includes(email))).toHaveLength(4);
  });
});

describe("RSVPs by email from visitors", () => {
  it("mail one address three times an hour, without the typed name; the fourth is refused and not stored", async () => {
    const email = uniqueEmail("rsvp-flood");
    const ip = newAddress();
    const statuses = [];
    let last = "";
    for (let i = 0; i < 4; i += 1) {
      // makeEvent keeps one open event in the city, so only the last one's registrations stay to count.
      const event = await makeEvent(`Flood Evening ${i}`);
      last = event.id;
      statuses.push(
        (
          await postFrom(ip, "/api/events/rsvp", {
            name: LURE,
            email,
            phone: "+966500000000",
            profession: "Engineer",
            company: "Aramco",
            event: event.id,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await count("select count(*) as n from rsvps where email = ? and event_id = ?", email, last)).toBe(
      0,
    );
    const tickets = await outboxFor(email);
    expect(tickets).toHaveLength(3);
    // The ticket greets nobody by the typed name: it may be a stranger's inbox.
    for (const mail of tickets) {
      expect(mail.text).not.toContain("URGENT");
      expect(mail.html).not.toContain("URGENT");
    }
  });
});

describe("the count", () => {
  it("starts again after an hour, and refuses with the time left until then", async () => {
    const db = createDb(env.DB);
    const request = { purpose: "contact" as const, recipient: uniqueEmail("hour"), client: mailClient(null) };
    const start = Date.now();
    for (let i = 0; i < VISITOR_MAILS_PER_RECIPIENT; i += 1)
      expect(await takeVisitorMail(db, request, start + i)).toBe(0);
    expect(await takeVisitorMail(db, request, start + 60_000)).toBe(VISITOR_MAIL_WINDOW_MS - 60_000);
    expect(await takeVisitorMail(db, request, start + VISITOR_MAIL_WINDOW_MS)).toBe(0);
  });

  it("takes the per-address limit from configuration when it is a positive whole number", () => {
    expect(mailClient("1.2.3.4").perAddress).toBe(VISITOR_MAILS_PER_ADDRESS);
    expect(mailClient("1.2.3.4", "500").perAddress).toBe(500);
    expect(mailClient("1.2.3.4", "nonsense").perAddress).toBe(VISITOR_MAILS_PER_ADDRESS);
  });
});
