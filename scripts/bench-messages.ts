// `npm run bench:messages`: direct messages on the locally served worker (wrangler dev + workerd +
// local D1 and Durable Objects, in a throwaway state folder). 200 members in 100 conversations (pairs
// of connected members), each with the conversation's WebSocket open as the app keeps it; every member
// sends 10 messages over POST /api/messages, all members at once. Checked: every message reaches the
// other member's socket exactly once and is stored exactly once. Printed: p50/p99 delivery latency
// (from the send to its arrival on the other member's socket) next to a burst of 1,000 concurrent
// GET /api/health on the same server in the same run.
//
// Sign-ups hash passwords with the cheap test row (PASSWORD_HASH_COST=test, honoured only on a local
// origin): 200 OWASP hashes would cost the run a minute of CPU that has nothing to do with messages.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, WebSocket } from "undici";
import type { LiveEvent } from "../worker/contract/messages.ts";
import {
  BENCH_CONNECTIONS,
  type BenchState,
  type Preview,
  percentile,
  preparedState,
  signUpCookie,
  startPreview,
} from "./bench-server.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const MESSAGES_EACH = Number(process.env.BENCH_MESSAGES_EACH ?? 10);
const HEALTH_REQUESTS = 1000;
const SIGN_UPS_AT_ONCE = 10;
const SEND_ATTEMPTS = 10;
/** How long the run waits for messages still in flight once every send has been answered. */
const DELIVERY_GRACE_MS = 30_000;
/** After the last expected arrival: long enough for a duplicate delivery to show up too. */
const DUPLICATE_WATCH_MS = 1000;

type Member = { index: number; id: string; cookie: string; partner: number };
type Sent = { sender: number; recipient: number; sentAt: number; answeredAt?: number };

/** The build's local settings file (what scripts/serve.ts hands to wrangler dev), changed for this run. */
function withCheapPasswordHashing(): () => void {
  const file = "dist/sppc/.dev.vars";
  const original = existsSync(file) ? readFileSync(file, "utf8") : null;
  const kept = (original ?? "")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("PASSWORD_HASH_COST="));
  writeFileSync(file, `${[...kept, 'PASSWORD_HASH_COST="test"'].join("\n")}\n`);
  return () => (original === null ? rmSync(file, { force: true }) : writeFileSync(file, original));
}

/** Runs `task` for every item, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T);
      }
    }),
  );
  return results;
}

async function signUpMembers(base: string): Promise<Member[]> {
  const indexes = Array.from({ length: MEMBERS }, (_, i) => i);
  return inBatches(indexes, SIGN_UPS_AT_ONCE, async (index) => {
    const cookie = await signUpCookie(base, `Bench Member ${index}`, `bench-dm-${index}@example.com`);
    const response = await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`GET /api/auth/user answered ${response.status}`);
    const { id } = (await response.json()) as { id: string };
    return { index, id, cookie, partner: index % 2 === 0 ? index + 1 : index - 1 };
  });
}

/** Members 0 and 1, 2 and 3... are connected, so each may write to the other. */
function connectPairs(state: BenchState, members: Member[]) {
  const rows = [];
  for (let i = 0; i + 1 < members.length; i += 2) {
    const [a, b] = [members[i]?.id ?? "", members[i + 1]?.id ?? ""].sort();
    rows.push(`('${a}', '${b}')`);
  }
  state.d1({ command: `insert into member_connections (user_a, user_b) values ${rows.join(", ")};` });
}

/** Sends that had to be tried again, and why: the run prints them. */
const retried = new Map<string, number>();

/**
 * One message over POST /api/messages, as the app's offline queue sends it: with an Idempotency-Key,
 * tried again (same key) after a dropped connection or a 5xx, so a retry can never store it twice.
 * Locally, wrangler dev's proxy drops some connections to the worker under load ("Network connection
 * lost"); it retries GETs itself but not POSTs. Answers null when sent, else the last failure.
 */
async function sendWithRetries(base: string, member: Member, body: { to: string; text: string }) {
  const key = crypto.randomUUID();
  let failure = "";
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
    if (attempt > 0) retried.set(failure, (retried.get(failure) ?? 0) + 1);
    const response = await fetch(`${base}/api/messages`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: base,
        Cookie: member.cookie,
        "Idempotency-Key": key,
      },
      body: JSON.stringify(body),
    }).catch((error: Error) => error);
    if (response instanceof Error) {
      failure = String(response.cause ?? response).slice(0, 120);
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** Math.min(attempt, 4)));
      continue;
    }
    const text = await response.text();
    if (response.status === 201) return null;
    failure = `${response.status} ${text.split("\n")[0]?.slice(0, 160)}`;
    // A 409 means the first try is still running under this key: ask again shortly.
    if (response.status < 500 && response.status !== 409) return failure;
    await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** Math.min(attempt, 4)));
  }
  return failure;
}

async function healthBurst(base: string) {
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/health`)).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: HEALTH_REQUESTS }, async () => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/health`).catch(() => null);
      if (response?.status !== 200) errors++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

const state = preparedState("sppc-bench-messages-");
const restoreVars = withCheapPasswordHashing();
let preview: Preview | undefined;
const sockets: WebSocket[] = [];
try {
  preview = await startPreview(state);
  const { base } = preview;
  const setupStarted = performance.now();
  const members = await signUpMembers(base);
  connectPairs(state, members);

  // The text of each message names it; `sent` holds when it left, `arrivals` each arrival on the
  // recipient's socket (a second arrival is a duplicate), `wrongSocket` arrivals meant for no one there.
  const sent = new Map<string, Sent>();
  const arrivals = new Map<string, number[]>();
  let wrongSocket = 0;
  let lastArrival = performance.now();
  // Sockets hold their connection for the whole run: their own pool, not the one the sends share.
  const socketAgent = new Agent({ connections: null });
  await Promise.all(
    members.map(
      (member) =>
        new Promise<void>((resolve, reject) => {
          const partner = members[member.partner] as Member;
          const socket = new WebSocket(`${base.replace("http", "ws")}/api/messages/${partner.id}/live`, {
            headers: { Cookie: member.cookie, Origin: base },
            dispatcher: socketAgent,
          });
          sockets.push(socket);
          socket.onopen = () => resolve();
          socket.onerror = () => reject(new Error(`Socket of member ${member.index} failed`));
          socket.onmessage = (event) => {
            const at = performance.now();
            if (typeof event.data !== "string" || event.data === "pong") return;
            const live = JSON.parse(event.data) as LiveEvent;
            if (live.type !== "message" || live.message.senderId === member.id) return;
            const message = sent.get(live.message.text);
            if (!message || message.recipient !== member.index) {
              wrongSocket++;
              return;
            }
            arrivals.set(live.message.text, [...(arrivals.get(live.message.text) ?? []), at]);
            lastArrival = at;
          };
        }),
    ),
  );
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const health = await healthBurst(base);

  // Every member at once, each sending its messages one after another (as a person in a chat does).
  const sendLatencies: number[] = [];
  const sendErrors = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      const partner = members[member.partner] as Member;
      for (let n = 0; n < MESSAGES_EACH; n++) {
        const text = `Bench message ${n + 1} from member ${member.index} to member ${partner.index}`;
        const message: Sent = { sender: member.index, recipient: partner.index, sentAt: performance.now() };
        sent.set(text, message);
        const failure = await sendWithRetries(base, member, { to: partner.id, text });
        message.answeredAt = performance.now();
        sendLatencies.push(message.answeredAt - message.sentAt);
        if (failure) sendErrors.set(failure, (sendErrors.get(failure) ?? 0) + 1);
      }
    }),
  );
  const sendSeconds = (performance.now() - started) / 1000;

  // Whatever is still on its way, then a short watch for duplicates.
  const expected = MEMBERS * MESSAGES_EACH;
  const deadline = performance.now() + DELIVERY_GRACE_MS;
  while (arrivals.size < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  do {
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WATCH_MS));
  } while (performance.now() - lastArrival < DUPLICATE_WATCH_MS);

  const deliveries = [...sent].flatMap(([text, message]) => {
    const first = arrivals.get(text)?.[0];
    return first === undefined ? [] : [first - message.sentAt];
  });
  deliveries.sort((a, b) => a - b);
  sendLatencies.sort((a, b) => a - b);
  const duplicates = [...arrivals.values()].filter((times) => times.length > 1).length;
  const missing = [...sent.keys()].filter((text) => !arrivals.has(text)).length;
  const [stored] = state.query<{ total: number; bodies: number; conversations: number }>(
    "select count(*) as total, count(distinct body) as bodies, count(distinct conversation_id) as conversations from direct_messages",
  );
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const errorCount = [...sendErrors.values()].reduce((total, count) => total + count, 0);

  console.log(
    `Messages benchmark: ${MEMBERS} members in ${MEMBERS / 2} conversations, ${MESSAGES_EACH} messages each, local workerd + D1 + Durable Objects`,
  );
  console.log(
    `  setup:     ${MEMBERS} sign-ups, pairs connected, ${sockets.length} WebSockets open in ${setupSeconds.toFixed(1)} s`,
  );
  console.log(
    `  sends:     ${expected} POST /api/messages, all members at once over ${BENCH_CONNECTIONS || "unlimited"} connections, in ${sendSeconds.toFixed(1)} s; errors ${errorCount}; answer p50 ${ms(percentile(sendLatencies, 50))}, p99 ${ms(percentile(sendLatencies, 99))}`,
  );
  console.log(
    `  delivered: ${arrivals.size} of ${expected} on the other member's socket; missing ${missing}, duplicates ${duplicates}, on a wrong socket ${wrongSocket}`,
  );
  console.log(
    `  stored:    ${stored?.total ?? 0} rows, ${stored?.bodies ?? 0} distinct messages, in ${stored?.conversations ?? 0} conversations`,
  );
  console.log(
    `  delivery:  p50 ${ms(percentile(deliveries, 50))}, p99 ${ms(percentile(deliveries, 99))}, max ${ms(deliveries.at(-1) ?? 0)} (send to arrival on the other socket)`,
  );
  console.log(
    `  health:    ${HEALTH_REQUESTS} concurrent GET /api/health: p50 ${ms(percentile(health.latencies, 50))}, p99 ${ms(percentile(health.latencies, 99))}, errors ${health.errors}`,
  );
  for (const [what, count] of retried)
    console.log(`  retried x${count} (same Idempotency-Key) after: ${what}`);
  for (const [what, count] of sendErrors) console.log(`  error x${count}: ${what}`);
  const ok =
    errorCount === 0 &&
    arrivals.size === expected &&
    duplicates === 0 &&
    wrongSocket === 0 &&
    stored?.total === expected &&
    stored?.bodies === expected &&
    stored?.conversations === MEMBERS / 2 &&
    health.errors === 0;
  console.log(ok ? "  result:    OK (every message delivered once and stored once)" : "  result:    FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const socket of sockets) socket.close(1000, "benchmark over");
  await preview?.stop();
  restoreVars();
  state.remove();
}
