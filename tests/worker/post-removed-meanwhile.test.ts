// A post removed between the check that it exists and the write that points at it (found by the attack
// suite: a like landing while the author deleted the post was a 500). The answer is a 404, as for a
// post that was never there.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { members, user } from "../../worker/db/schema";
import { likePost, reportPost, savePost, sharePost } from "../../worker/domain/posts/interactions";
import { AppError } from "../../worker/errors";
import { createPost, member } from "./posts-helpers";

/** D1 that deletes the post just before each write reaches the database: the race, made certain. */
function removingBeforeWrites(postId: string): D1Database {
  const remove = () => env.DB.prepare("delete from posts where id = ?").bind(postId).run();
  const isWrite = (sql: string) => /^\s*(insert|update)/i.test(sql);
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          await remove();
          return target.batch(statements);
        };
      }
      if (prop === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!isWrite(sql)) return statement;
          return new Proxy(statement, {
            get(inner, key) {
              const value = Reflect.get(inner, key);
              if (key === "bind")
                return (...args: unknown[]) => {
                  const bound = value.apply(inner, args) as D1PreparedStatement;
                  return new Proxy(bound, {
                    get(b, k) {
                      const v = Reflect.get(b, k);
                      if (k === "run" || k === "all" || k === "raw" || k === "first") {
                        return async (...a: unknown[]) => {
                          await remove();
                          return v.apply(b, a);
                        };
                      }
                      return typeof v === "function" ? v.bind(b) : v;
                    },
                  });
                };
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

it("liking, saving, sharing or reporting a post removed meanwhile is a 404, not a 500", async () => {
  const author = await member();
  const reader = await member();
  const plain = createDb(env.DB);
  const account = await plain.select().from(user).where(eq(user.id, reader.userId)).get();
  const profile = await plain.select().from(members).where(eq(members.userId, reader.userId)).get();
  if (!account || !profile) throw new Error("The reader was not created");
  const viewer = { user: account, member: profile };
  const attempts = [
    (db: ReturnType<typeof createDb>, id: string) => likePost(db, viewer, id),
    (db: ReturnType<typeof createDb>, id: string) => savePost(db, viewer, id, true),
    (db: ReturnType<typeof createDb>, id: string) => sharePost(db, viewer, id),
    (db: ReturnType<typeof createDb>, id: string) => reportPost(db, viewer, id, "Spam"),
  ];
  for (const attempt of attempts) {
    const post = await createPost(author.cookie, { content: "Salaam, everyone" });
    const failure = await attempt(createDb(removingBeforeWrites(post.id)), post.id).catch((error) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("not_found");
  }
});
