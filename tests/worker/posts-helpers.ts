import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { FeedPost, NewPostInput } from "../../worker/contract/posts";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

export const send = (method: string, path: string, cookie = "", body?: unknown) =>
  callApi(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A signed-in member with a unique name ("First Last"), for mention tests. */
export async function member(name = `Ayesha Khan${crypto.randomUUID().slice(0, 4).replace(/\d/g, "x")}`) {
  const account = await signUp(uniqueEmail("feed"), name);
  const row = await env.DB.prepare("select id from user where email = ?")
    .bind(account.email)
    .first<{ id: string }>();
  return { cookie: account.cookie, email: account.email, userId: row?.id ?? "", name };
}

export async function admin() {
  const account = await member("Sana Admin");
  await makeAdmin(account.email);
  return account;
}

export async function createPost(cookie: string, input: Partial<NewPostInput> & { content: string }) {
  const body = { postType: "standard", ...input };
  return (await json<{ post: FeedPost }>(await send("POST", "/api/posts", cookie, body), 201)).post;
}

export async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare(
    "select kind, actor_user_id as actor, link from notifications where user_id = ? order by created_at",
  )
    .bind(userId)
    .all<{ kind: string; actor: string | null; link: string | null }>();
  return results;
}
