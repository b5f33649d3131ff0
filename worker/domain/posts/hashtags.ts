import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { TrendingHashtag } from "../../contract/explore";
import { hashtagPattern } from "../../contract/post-text";
import type { Database } from "../../db/client";
import { forumCategories, forumReplies, forumThreads, posts } from "../../db/schema";

export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_LIMIT = 6;

/** The distinct hashtags of one text, keyed case-insensitively, keeping the first spelling seen. */
export function hashtagsIn(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of text.matchAll(hashtagPattern)) {
    const word = (match[1] ?? "").slice(0, 50);
    const key = word.toLocaleLowerCase();
    if (!tags.has(key)) tags.set(key, `#${word}`);
  }
  return tags;
}

/**
 * The most used hashtags over a list of posts: each post counts once per tag, however often it
 * repeats it. Ties go to the tag seen first, which keeps the order stable.
 */
export function countHashtags(texts: string[], limit = TRENDING_LIMIT): TrendingHashtag[] {
  const counts = new Map<string, TrendingHashtag>();
  for (const text of texts) {
    for (const [key, tag] of hashtagsIn(text)) {
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/**
 * What members wrote lately, one text per post: forum threads (title and body) and replies that
 * were not removed, in categories that are not hidden, and feed posts that were not removed.
 */
async function recentPostTexts(db: Database, since: string): Promise<string[]> {
  const visibleCategory = eq(forumCategories.isHidden, false);
  const [threads, replies, feedPosts] = await Promise.all([
    db
      .select({ title: forumThreads.title, body: forumThreads.body })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(and(isNull(forumThreads.removedAt), visibleCategory, gte(forumThreads.createdAt, since))),
    db
      .select({ body: forumReplies.body })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(
        and(
          isNull(forumReplies.removedAt),
          isNull(forumThreads.removedAt),
          visibleCategory,
          gte(forumReplies.createdAt, since),
        ),
      ),
    db
      .select({ content: posts.content })
      .from(posts)
      // Only posts that carry a tag (extracted when posted): the rest cannot add to the count.
      .where(and(isNull(posts.removedAt), gte(posts.createdAt, since), sql`${posts.tags} <> '[]'`)),
  ]);
  return [
    ...threads.map((t) => `${t.title}\n${t.body}`),
    ...replies.map((r) => r.body),
    ...feedPosts.map((p) => p.content),
  ];
}

/** The hashtags members used most in the last 30 days, most used first. */
export async function trendingHashtags(db: Database, now: Date): Promise<TrendingHashtag[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000).toISOString();
  return countHashtags(await recentPostTexts(db, since));
}
