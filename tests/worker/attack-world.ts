// The people and data the attack suite (attack-suite.test.ts) walks the API with: a visitor, a member
// who owns private data, another member who must never read it, and an admin; and the real ids of what
// the member owns (and of the demo content), keyed by the path segment before the parameter.
import { env } from "cloudflare:workers";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { connectMembers, member as dmMember } from "./messages-helpers";

export const ROLES = ["visitor", "member", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type Account = { email: string; cookie: string };

export type World = {
  accounts: Record<Exclude<Role, "visitor">, Account>;
  /** `${segment before the parameter}:${parameter}` → a real value, e.g. "posts:id". */
  realIds: Map<string, string>;
  /** What only the member (and admins) may read: the other member's answers must hold none of it. */
  secrets: string[];
};

const send = (method: string, path: string, cookie: string, body: unknown) =>
  callApi(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });

async function first(sql: string, ...binds: unknown[]): Promise<string | undefined> {
  try {
    const row = await env.DB.prepare(sql)
      .bind(...binds)
      .first<Record<string, unknown>>();
    const value = row ? Object.values(row)[0] : undefined;
    return value === null || value === undefined ? undefined : String(value);
  } catch {
    return undefined;
  }
}

async function listFirst<T>(path: string, key: string, cookie: string): Promise<T | undefined> {
  const body = (await (await callApi(path, { headers: { Cookie: cookie } })).json()) as Record<string, T[]>;
  return body[key]?.[0];
}

/** What the member writes through the API, as a member would: each step may fail without stopping the suite. */
async function writeMembersData(
  cookie: string,
  email: string,
  phone: string,
  secret: string,
  eventSlug?: string,
) {
  const profile = { fullName: "Ayesha Khan", email, phone, profession: "Engineer", company: "Aramco" };
  await send("POST", "/api/membership/register", cookie, {
    ...profile,
    city: "Riyadh",
    membershipTier: "basic",
  });
  if (eventSlug) {
    await send("POST", "/api/events/rsvp", cookie, {
      name: "Ayesha Khan",
      email,
      phone,
      profession: "Engineer",
      company: "Aramco",
      expectations: secret,
      event: eventSlug,
    });
  }
  const posted = await send("POST", "/api/posts", cookie, {
    postType: "standard",
    content: "Salaam, everyone",
  });
  const postId = ((await posted.json()) as { post?: { id: string } }).post?.id;
  if (postId) await send("POST", `/api/posts/${postId}/comments`, cookie, { content: "A first comment" });
  const mentor = await listFirst<{ slug: string }>("/api/mentorship/mentors", "mentors", cookie);
  if (mentor) {
    await send("POST", "/api/mentorship/requests", cookie, {
      mentorSlug: mentor.slug,
      topic: "Career advice",
      message: `Could we talk about my career? ${secret}`,
      preferredDate: null,
    });
  }
  const category = await listFirst<{ slug: string }>("/api/forums/categories", "categories", cookie);
  if (category) {
    const thread = await send("POST", "/api/forums/threads", cookie, {
      categorySlug: category.slug,
      title: "Finding a flat in Riyadh",
      body: "Which districts are good for families with children?",
    });
    const slug = ((await thread.json()) as { thread?: { slug: string } }).thread?.slug;
    if (slug)
      await send("POST", `/api/forums/threads/${slug}/replies`, cookie, { body: "Al Yasmin is quiet." });
  }
}

/** [key, SQL for its value]: the member's own rows first, then the demo content. */
const idQueries = (userId: string): [string, string, ...unknown[]][] => [
  ["posts:id", "select id from posts where author_user_id = ?", userId],
  ["reports:postId", "select id from posts where author_user_id = ?", userId],
  ["comments:id", "select id from post_comments where author_user_id = ?", userId],
  ["threads:slug", "select slug from forum_threads where author_user_id = ?", userId],
  ["threads:id", "select id from forum_threads where author_user_id = ?", userId],
  ["replies:id", "select id from forum_replies where author_user_id = ?", userId],
  ["requests:id", "select id from mentorship_requests where user_id = ?", userId],
  ["rsvps:rsvpId", "select id from rsvps where user_id = ?", userId],
  ["verify:membershipId", "select membership_id from members where user_id = ?", userId],
  ["events:event", "select slug from events order by starts_at desc"],
  ["events:id", "select id from events order by starts_at desc"],
  ["checkin:eventId", "select id from events order by starts_at desc"],
  ["city:city", "select city from events where city is not null"],
  ["jobs:slug", "select slug from jobs"],
  ["jobs:id", "select id from jobs"],
  ["businesses:slug", "select slug from businesses"],
  ["businesses:id", "select id from businesses"],
  ["tenders:slug", "select slug from tenders"],
  ["tenders:id", "select id from tenders"],
  ["documents:id", "select id from tender_documents"],
  ["documents:documentId", "select id from tender_documents"],
  ["articles:slug", "select slug from help_articles"],
  ["help-articles:id", "select id from help_articles"],
  ["mentors:id", "select id from mentors"],
  ["programs:id", "select id from mentorship_programs"],
  ["whatsapp-groups:id", "select id from whatsapp_groups"],
  ["partners:id", "select id from partner_discounts"],
  ["sponsorship-packages:id", "select id from sponsorship_packages"],
  ["featured:id", "select id from featured_content"],
  ["calendar:id", "select id from cultural_dates"],
  ["categories:id", "select id from forum_categories"],
  ["photos:id", "select id from event_photos"],
  ["payments:id", "select id from payments"],
  ["messages:id", "select id from contact_messages"],
  ["applications:id", "select id from membership_applications"],
  ["outbox:id", "select id from email_outbox"],
  ["import-members:importId", "select id from member_imports"],
  ["membership-tiers:id", "select id from membership_tiers"],
];

const userIdOf = (email: string) => first("select id from user where email = ?", email);

export async function buildWorld(): Promise<World> {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const secret = `private-${crypto.randomUUID()}`;
  const phone = `+96655${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const [member, other, admin] = await Promise.all([
    signUp(uniqueEmail("owner"), "Ayesha Khan"),
    signUp(uniqueEmail("other"), "Bilal Ahmed"),
    signUp(uniqueEmail("admin"), "Sana Admin"),
  ]);
  await makeAdmin(admin.email);
  const eventSlug = await first(
    "select slug from events where registration_open = 1 order by starts_at desc",
  );
  await writeMembersData(member.cookie, member.email, phone, secret, eventSlug);
  const userId = (await userIdOf(member.email)) ?? "";
  const realIds = new Map<string, string>();
  for (const key of ["profile:userId", "photo:userId", "public:userId", "members:userId"])
    realIds.set(key, userId);
  for (const [key, sql, ...binds] of idQueries(userId)) {
    const value = await first(sql, ...binds);
    if (value) realIds.set(key, value);
  }
  const accounts = {
    member: { email: member.email, cookie: member.cookie },
    other: { email: other.email, cookie: other.cookie },
    admin: { email: admin.email, cookie: admin.cookie },
  };
  return { accounts, realIds, secrets: [member.email, phone, phone.replace("+", ""), secret] };
}

export type ConversationWorld = {
  a: Member;
  b: Member;
  /** Connected with A only: a socket of C's own with A is a different room from A and B's. */
  c: Member;
  /** What A and B wrote each other: nothing C is ever sent may hold it. */
  secret: string;
};
type Member = Awaited<ReturnType<typeof dmMember>>;

/** Three members: A and B connected and writing each other, C connected with A. */
export async function buildConversationWorld(): Promise<ConversationWorld> {
  const [a, b, c] = await Promise.all([dmMember("Amina"), dmMember("Bilal"), dmMember("Cyrus")]);
  await connectMembers(a.userId, b.userId);
  await connectMembers(a.userId, c.userId);
  const secret = `between-a-and-b-${crypto.randomUUID()}`;
  await send("POST", "/api/messages", a.cookie, { to: b.userId, text: secret });
  await send("POST", "/api/messages", b.cookie, { to: a.userId, text: `Re: ${secret}` });
  return { a, b, c, secret };
}
