import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

export { ORIGIN };

export const send = (method: string, path: string, cookie = "", body?: unknown, headers: HeadersInit = {}) =>
  callApi(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function member(name = "Bilal Ahmed") {
  const account = await signUp(uniqueEmail("dm"), name);
  const row = await env.DB.prepare("select id from user where email = ?")
    .bind(account.email)
    .first<{ id: string }>();
  return { cookie: account.cookie, email: account.email, userId: row?.id ?? "" };
}

export async function shareProfile(userId: string) {
  await env.DB.prepare(
    "insert into consents (id, user_id, purpose, granted, method, policy_version) values (?, ?, 'profile_sharing', 1, 'test', '2024-12-21')",
  )
    .bind(crypto.randomUUID(), userId)
    .run();
}

export async function connectMembers(one: string, other: string) {
  const [a, b] = one < other ? [one, other] : [other, one];
  await env.DB.prepare("insert into member_connections (user_a, user_b) values (?, ?)").bind(a, b).run();
}

export const storedMessages = async (from: string) =>
  (
    await env.DB.prepare("select body from direct_messages where sender_id = ? order by created_at")
      .bind(from)
      .all<{ body: string }>()
  ).results.map((row) => row.body);

/** Opens the conversation's socket as the browser would (same origin, session cookie). */
export async function openSocket(cookie: string, partnerId: string, origin = ORIGIN) {
  const response = await callApi(`/api/messages/${partnerId}/live`, {
    headers: { Upgrade: "websocket", Cookie: cookie, Origin: origin },
  });
  const socket = response.webSocket;
  if (!socket) {
    return { response, socket: null, events: [] as unknown[], next: async () => null, closed: closedWithin };
  }
  socket.accept();
  const events: unknown[] = [];
  let closedWith: { code: number; reason: string } | null = null;
  const closeWaiters: (() => void)[] = [];
  socket.addEventListener("close", (event) => {
    closedWith = { code: event.code, reason: event.reason };
    for (const waiter of closeWaiters.splice(0)) waiter();
  });
  const waiters: ((event: unknown) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const data = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(data);
    else events.push(data);
  });
  /** The next event, or null after two seconds. */
  const next = () =>
    events.length > 0
      ? Promise.resolve(events.shift())
      : new Promise<unknown>((resolve) => {
          waiters.push(resolve);
          setTimeout(() => resolve(null), 2000);
        });
  /** How the server closed the socket, or null when it is still open after `ms`. */
  const closed = (ms = 1000) =>
    closedWith
      ? Promise.resolve(closedWith)
      : new Promise<{ code: number; reason: string } | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), ms);
          closeWaiters.push(() => {
            clearTimeout(timer);
            resolve(closedWith);
          });
        });
  return { response, socket, events, next, closed };
}

const closedWithin = async (_ms?: number) => null;
