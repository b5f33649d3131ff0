import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import type { QueueItem } from "../../lib/offline-queue/types";
import { useQueueItems } from "../../lib/offline-queue/use-queue";
import { FailedActions, QueueBadge } from "./queued-item-status";

type PostBody = { content?: string };
type RsvpBody = { city?: string; event?: string };

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** A post written offline, at the top of the feed as its author will see it, marked Pending. */
function QueuedPost({ item, user }: { item: QueueItem; user: CurrentUser }) {
  const content = (item.body as PostBody).content ?? "";
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const headingId = `queued-${item.id}-author`;
  return (
    <article aria-labelledby={headingId} className="card grid gap-3 border-dashed" data-testid="queued-post">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900" dir="auto">
          {name}
        </h3>
        <QueueBadge item={item} />
      </header>
      <p className="whitespace-pre-line text-slate-800" dir="auto">
        {content}
      </p>
      <FailedActions item={item} what={excerpt(content)} />
    </article>
  );
}

function QueuedRsvp({ item }: { item: QueueItem }) {
  const t = useT(offlineQueueMessages);
  const body = item.body as RsvpBody;
  const what = t("rsvpFor", { city: item.label ?? body.city ?? body.event ?? "" });
  return (
    <li className="card grid gap-2" data-testid="queued-rsvp">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{what}</span>
        <QueueBadge item={item} />
      </div>
      <FailedActions item={item} what={what} />
    </li>
  );
}

/**
 * The member home's view of the offline queue: a count (announced as it changes), the queued
 * RSVPs, and the queued posts on top of the feed. Nothing at all when the queue is empty.
 */
export function QueuedWrites({ user }: { user: CurrentUser }) {
  const t = useT(offlineQueueMessages);
  const items = useQueueItems(user.id);
  const posts = items.filter((item) => item.kind === "post");
  const rsvps = items.filter((item) => item.kind === "rsvp");
  return (
    <>
      <p role="status" className={items.length ? "text-sm font-semibold text-amber-900" : "sr-only"}>
        {items.length ? t("queuedCount", { count: items.length }) : ""}
      </p>
      {rsvps.length ? (
        <ul aria-label={t("queuedHeading")} className="grid gap-2">
          {rsvps.map((item) => (
            <QueuedRsvp key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {posts.map((item) => (
        <QueuedPost key={item.id} item={item} user={user} />
      ))}
    </>
  );
}
