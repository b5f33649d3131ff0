import { env } from "cloudflare:workers";
import { callApi } from "./call-api";
import { renderTemplatedMail } from "./test-outbox";

export const ORIGIN = "http://localhost";

/** A JSON request as the member behind `cookie`, from the site's own origin (as the app sends it). */
export const send = (method: string, path: string, cookie: string, body?: unknown) =>
  callApi(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let counter = 0;

/** A unique address per call: storage is shared by the tests of one file. */
export function uniqueEmail(label = "member"): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (!name) continue;
    if (/max-age=0/i.test(header) || value.join("=") === "") jar.delete(name);
    else jar.set(name, value.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export function postJson(path: string, body: unknown, cookie = ""): Promise<Response> {
  return callApi(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export const PASSWORD = "Minar-e-Pakistan 1968!";

/** The link of the newest mail of this kind to this address (read straight from the outbox). */
export async function mailedLink(email: string, kind: string): Promise<string> {
  const row = await env.DB.prepare(
    'select text from email_outbox where "to" = ? and kind = ? order by created_at desc, rowid desc limit 1',
  )
    .bind(email, kind)
    .first<{ text: string }>();
  if (!row) throw new Error(`No ${kind} mail to ${email}`);
  return linkIn(row.text);
}

/** Follows the mailed verification link, as the member does: it signs them in (the cookie). */
export async function verifyEmail(email: string, previousCookie = "") {
  const response = await callApi(pathOf(await mailedLink(email, "verify-email")), {
    headers: previousCookie ? { Cookie: previousCookie } : {},
    redirect: "manual",
  });
  return { response, cookie: cookiesFrom(response, previousCookie) };
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The sign-up request alone: the account exists, its address is not yet verified, nobody is signed in. */
export const signUpOnly = (email = uniqueEmail(), name = "Ayesha Khan") =>
  postJson("/api/auth/sign-up/email", {
    name,
    email,
    password: PASSWORD,
    acceptTerms: true,
    callbackURL: "/onboarding",
  });

/**
 * A member as the app makes one: sign up (the answer is "check your email", no session), then follow
 * the mailed verification link, which signs them in. `response` is the sign-up's answer.
 */
export async function signUp(email = uniqueEmail(), name = "Ayesha Khan") {
  const response = await signUpOnly(email, name);
  if (!response.ok) return { response, email, cookie: "" };
  const { cookie } = await verifyEmail(email);
  return { response, email, cookie };
}

export async function signIn(email: string, password = PASSWORD, rememberMe = true) {
  const response = await postJson("/api/auth/sign-in/email", { email, password, rememberMe });
  return { response, cookie: cookiesFrom(response) };
}

/** The mail written to this address, templated rows rendered (what the consumer would send). */
export async function outboxFor(email: string) {
  await renderTemplatedMail();
  const { results } = await env.DB.prepare(
    'select subject, text, html, kind from email_outbox where "to" = ? order by created_at',
  )
    .bind(email)
    .all<{ subject: string; text: string; html: string; kind: string }>();
  return results;
}

/** The first http(s) link in a plain-text email. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

export async function makeAdmin(email: string) {
  await env.DB.prepare(
    "update members set role = 'admin' where user_id = (select id from user where email = ?)",
  )
    .bind(email)
    .run();
}
