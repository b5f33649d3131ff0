import type { forumReplies } from "../schema";
import { daysFrom } from "./dates";
import { type SeedThread, seedThreads } from "./forums";

// Replies are an hour apart, ending at the thread's latest activity; the thread was posted a day before.
const replyTime = (now: Date, thread: SeedThread, index: number) =>
  daysFrom(now, -(thread.hoursAgo + (thread.replies.length - 1 - index)) / 24);

export function demoForumReplies(now: Date): (typeof forumReplies.$inferInsert)[] {
  return seedThreads.flatMap((thread) =>
    thread.replies.map(([authorName, body], index) => ({
      id: `seed-reply-${thread.slug}-${index + 1}`,
      threadId: `seed-thread-${thread.slug}`,
      authorName,
      body,
      createdAt: replyTime(now, thread, index),
    })),
  );
}
