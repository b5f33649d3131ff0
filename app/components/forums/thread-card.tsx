import { Link } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { useId } from "react";
import type { ForumThreadSummary } from "../../../worker/contract/forums";
import { useLanguage, useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { forumsMessages } from "../../i18n/messages/forums";
import { useShownIn } from "../page-frame";
import { activityTime } from "../whatsapp/relative-time";
import { ThreadBadges } from "./thread-badges";

/** One discussion in a list: its title links to the thread page. */
export function ThreadCard({ thread }: { thread: ForumThreadSummary }) {
  const t = useT(forumsMessages);
  const inText = useIsolate();
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const headingId = useId();
  // The category's name is an element of its own (an English fallback carries lang and dir), so the
  // sentence is cut where the catalog places it.
  const [beforeCategory, afterCategory = ""] = t("startedBy", {
    author: inText(thread.authorName),
  }).split("{category}");
  return (
    <article aria-labelledby={headingId} className="card grid gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">
          <Link
            to="/forums/$slug"
            params={{ slug: thread.slug }}
            className="hover:text-brand-700 hover:underline"
          >
            {thread.title}
          </Link>
        </h3>
        <ThreadBadges isPinned={thread.isPinned} isLocked={thread.isLocked} />
      </div>
      <p className="text-sm text-slate-600">
        {beforeCategory}
        <bdi {...shownIn(thread.category.shownIn.name)}>{thread.category.name}</bdi>
        {afterCategory}
      </p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="size-4" />
          {thread.replyCount === 1 ? t("replyCountOne") : t("replyCount", { count: thread.replyCount })}
        </span>
        <span>{t("activity", { time: activityTime(thread.lastActivityAt, language) })}</span>
      </p>
    </article>
  );
}
