import { useQuery } from "@tanstack/react-query";
import type { AdminForumReply, AdminForumThread } from "../../../worker/contract/forums";
import { useLanguage, useT } from "../../i18n";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { ListState, useAdminMutation } from "../admin/kit";
import { adminForumRepliesQuery, forumAdminInvalidates, patchReply } from "./forums-api";

/** A thread's replies, removed ones included, each with remove or restore. */
export function ThreadReplies({ thread }: { thread: AdminForumThread }) {
  const t = useT(forumsAdminMessages);
  const query = useQuery(adminForumRepliesQuery(thread.id));
  return (
    <section
      aria-label={t("repliesOf", { title: thread.title })}
      className="grid gap-2 border-s-2 border-slate-200 ps-4"
    >
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.data?.length === 0}
        emptyText={t("noReplies")}
      >
        <ol className="grid gap-2">
          {query.data?.map((reply) => (
            <li key={reply.id}>
              <ReplyRow reply={reply} />
            </li>
          ))}
        </ol>
      </ListState>
    </section>
  );
}

function ReplyRow({ reply }: { reply: AdminForumReply }) {
  const t = useT(forumsAdminMessages);
  const { language } = useLanguage();
  const moderate = useAdminMutation({
    mutationFn: (removed: boolean) => patchReply(reply.id, removed),
    invalidate: forumAdminInvalidates,
  });
  const removed = reply.removedAt !== null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      className={`grid gap-1 rounded-md border p-3 ${removed ? "border-red-200 bg-red-50" : "border-slate-200"}`}
    >
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{reply.authorName}</span> ·{" "}
        {date.format(new Date(reply.createdAt))}
        {removed ? <span className="ms-2 font-semibold text-red-800">{t("removed")}</span> : null}
      </p>
      <p dir="auto" className="whitespace-pre-wrap text-slate-800">
        {reply.body}
      </p>
      <button
        type="button"
        className="btn-outline justify-self-start"
        disabled={moderate.isPending}
        onClick={() => moderate.mutate(!removed)}
      >
        {removed ? t("restore") : t("remove")}
      </button>
    </div>
  );
}
