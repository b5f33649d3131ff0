// `npm run bench:campaign`: a campaign to 50,000 seeded members through the locally served worker
// (wrangler dev + workerd + local D1, in a throwaway state folder), signed in as an admin. POST
// /api/admin/campaigns and POST /send are timed, then the background phases as GET /api/admin/campaigns/{id}
// reports them: every mail and bell row written and the mail handed to the queue (status "sent", goal
// ≤ 10 s after the send), then every mail delivered by the local consumer ("local" delivery: rendered,
// signed and stored). With the server stopped, the outbox and the bell are counted: one row per
// member, no duplicate, no loss. Prints the peak memory of workerd while it ran.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { CampaignCreated, CampaignDetail } from "../worker/contract/campaigns.ts";
import { type Preview, preparedState, signUpCookie, startPreview } from "./bench-server.ts";
import { sampleWorkerdMemory } from "./workerd-memory.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const ADMIN_EMAIL = "bench-admin@example.com";
const WRITTEN_GOAL_SECONDS = 10;
const DELIVERY_TIMEOUT_SECONDS = Number(process.env.BENCH_DELIVERY_TIMEOUT ?? 900);

/** 50,000 members in one statement each for user and members (a recursive counter), in three languages; a quarter consented to marketing. */
const seedSql = `
insert into user (id, name, email, email_verified, created_at, updated_at)
  with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MEMBERS})
  select printf('bench-%06d', i), 'Bench Member ' || i, printf('bench-%06d@example.com', i), 1, 0, 0 from n;
insert into members (user_id, first_name, last_name, location, preferred_language)
  select id, 'Bench', substr(id, 7), case rowid % 2 when 0 then 'riyadh' else 'jeddah' end,
         case rowid % 3 when 0 then 'en' when 1 then 'ar' else 'ur' end
    from user where id like 'bench-%';
insert into consents (id, user_id, purpose, granted, method, policy_version)
  select 'bench-consent-' || id, id, 'marketing', 1, 'signup', '2026-01' from user
   where id like 'bench-%' and rowid % 4 = 0;`;

async function signInCookie(base: string, email: string): Promise<string> {
  const signIn = () =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email, password: "Minar-e-Pakistan 1968!" }),
    });
  // The connection kept open from the sign-up may have been closed by the server meanwhile.
  const response = await signIn().catch(signIn);
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

const seconds = (from: number) => (performance.now() - from) / 1000;

async function call<T>(base: string, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const state = preparedState("sppc-bench-campaign-");
let preview: Preview | undefined;
try {
  const seedFile = path.join(state.stateDir, "bench-members.sql");
  writeFileSync(seedFile, seedSql);
  const seeding = performance.now();
  state.d1({ file: seedFile });
  const seeded = seconds(seeding);

  preview = await startPreview(state);
  const { base } = preview;
  await signUpCookie(base, "Bench Admin", ADMIN_EMAIL);
  // Sign-up answers the same whether or not the address is new, and signs in only a confirmed address.
  state.d1({
    command: `update user set email_verified = 1 where email = '${ADMIN_EMAIL}';
              update members set role = 'admin' where user_id = (select id from user where email = '${ADMIN_EMAIL}')`,
  });
  const cookie = await signInCookie(base, ADMIN_EMAIL);
  const memory = sampleWorkerdMemory(preview.processGroup);

  // The count the page refreshes as the admin builds a segment: promotional reads each member's consent.
  const previewing = performance.now();
  const preview50k = await call<{ count: number }>(base, cookie, "POST", "/api/admin/campaigns/preview", {
    segment: { languages: ["ar", "ur"] },
    kind: "promotional",
  });
  const previewSeconds = seconds(previewing);
  const creating = performance.now();
  const created = await call<CampaignCreated>(base, cookie, "POST", "/api/admin/campaigns", {
    name: "Bench announcement",
    kind: "service",
    segment: {},
    channels: ["email", "inapp"],
    subject: { en: "Community update", ar: "تحديث المجتمع", ur: "کمیونٹی کی تازہ کاری" },
    body: {
      en: "Our next meetup is in Riyadh.\n\nDetails: https://sppc.example/events",
      ar: "لقاؤنا القادم في الرياض.",
      ur: "ہماری اگلی ملاقات ریاض میں ہے۔",
    },
  });
  const createSeconds = seconds(creating);
  const sending = performance.now();
  await call(base, cookie, "POST", `/api/admin/campaigns/${created.id}/send`);
  const sendSeconds = seconds(sending);

  const detail = () => call<CampaignDetail>(base, cookie, "GET", `/api/admin/campaigns/${created.id}`);
  let writtenSeconds = Number.NaN;
  let last: CampaignDetail | undefined;
  for (;;) {
    last = await detail().catch(() => last);
    if (Number.isNaN(writtenSeconds) && last?.status === "sent") writtenSeconds = seconds(sending);
    if (last && last.status === "sent" && last.sent + last.failed >= last.recipients) break;
    if (seconds(sending) > DELIVERY_TIMEOUT_SECONDS) break;
    execFileSync("sleep", ["0.5"]);
  }
  const deliveredSeconds = seconds(sending);
  const used = memory.stop();
  // Counted with the server stopped: its consumers hold the local database's lock while they run.
  await preview.stop();
  preview = undefined;
  const [counts] = state.query<{
    members: number;
    mails: number;
    distinctTo: number;
    delivered: number;
    notices: number;
    recipients: number;
  }>(
    `select (select count(*) from members where account_status = 'active') as members,
            (select count(*) from email_outbox where id >= 'campaign:${created.id}:' and id < 'campaign:${created.id};') as mails,
            (select count(distinct "to") from email_outbox where id >= 'campaign:${created.id}:' and id < 'campaign:${created.id};') as distinctTo,
            (select count(*) from email_outbox where id >= 'campaign:${created.id}:' and id < 'campaign:${created.id};' and status = 'sent' and html like '%/unsubscribe/%') as delivered,
            (select count(*) from notifications where id >= 'campaign:${created.id}:' and id < 'campaign:${created.id};') as notices,
            (select count(*) from campaign_recipients where campaign_id = '${created.id}') as recipients`,
  );
  const n = (value: number | undefined) => (value ?? 0).toLocaleString("en");
  console.log(`Campaign benchmark: ${n(MEMBERS)} seeded members (+ the admin), local workerd + D1`);
  console.log(`  seed:        ${seeded.toFixed(1)} s (wrangler d1 execute)`);
  console.log(
    `  preview:     ${(previewSeconds * 1000).toFixed(0)} ms (POST /preview, promotional, Arabic and Urdu readers: ${n(preview50k.count)} with marketing consent)`,
  );
  console.log(
    `  create:      ${(createSeconds * 1000).toFixed(0)} ms (POST /api/admin/campaigns, counting ${n(created.recipients)})`,
  );
  console.log(`  send:        ${(sendSeconds * 1000).toFixed(0)} ms (POST /send → 202)`);
  console.log(
    `  written:     ${writtenSeconds.toFixed(1)} s after the send: snapshot, ${n(last?.recipients)} mail and bell rows, mail kicked (goal ≤ ${WRITTEN_GOAL_SECONDS} s)`,
  );
  console.log(
    `  delivered:   ${deliveredSeconds.toFixed(1)} s after the send: ${n(last?.sent)} sent, ${n(last?.failed)} failed, ${n(last?.queued)} still queued`,
  );
  console.log(
    `  stored:      ${n(counts?.recipients)} recipients of ${n(counts?.members)} active members; ${n(counts?.mails)} mails to ${n(counts?.distinctTo)} addresses, ${n(counts?.delivered)} rendered with their unsubscribe link and sent; ${n(counts?.notices)} bell notices`,
  );
  console.log(
    `  memory:      workerd ${used.idleMb.toFixed(0)} MB idle, ${used.peakMb.toFixed(0)} MB at most (+${(used.peakMb - used.idleMb).toFixed(0)} MB; a Worker isolate may use 128 MB)`,
  );
  const everyone = counts?.members ?? -1;
  const ok =
    writtenSeconds <= WRITTEN_GOAL_SECONDS &&
    counts?.recipients === everyone &&
    counts?.mails === everyone &&
    counts?.distinctTo === everyone &&
    counts?.delivered === everyone &&
    counts?.notices === everyone;
  console.log(ok ? "  result:      OK (no duplicate, no loss)" : "  result:      FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await preview?.stop();
  state.remove();
}
