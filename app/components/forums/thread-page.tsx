import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { ArrowLeft, Lock } from "lucide-react";
import { useId } from "react";
import type { ForumReply, ForumThreadDetail } from "../../../worker/contract/forums";
import { useLanguage, useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { forumsMessages } from "../../i18n/messages/forums";
import { api, pathParams } from "../../lib/api-client";
import { serverMessage } from "../../lib/api-errors";
import { useAuth } from "../../queries/auth";
import { useDeleteReplyMutation } from "../../queries/forum-mutations";
import { forumThreadQuery } from "../../queries/forums";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame, useShownIn } from "../page-frame";
import { toast } from "../ui/toast-store";
import { activityTime } from "../whatsapp/relative-time";
import { ReplyForm } from "./reply-form";
import { ThreadBadges } from "./thread-badges";

function BackToForums() {
  const t = useT(forumsMessages);
  return (
    <Link
      to="/forums"
      className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t("backToForums")}
    </Link>
  );
}

/** /forums/{slug}: the discussion, its replies oldest first, and the reply form (members, open threads). */
export function ForumThreadPage({ slug }: { slug: string }) {
  const t = useT(forumsMessages);
  const query = useQuery(forumThreadQuery(slug));

  if (query.isPending)
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  if (query.isError)
    return (
      <PageFrame title={t("title")}>
        <BackToForums />
        <div role="alert" className="card grid justify-items-start gap-3">
          <p className="text-slate-700">{t("loadError")}</p>
          <button type="button" className="btn-outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </button>
        </div>
      </PageFrame>
    );
  if (query.data.status === "not_found")
    return (
      <PageFrame title={t("notFoundTitle")} lead={t("notFoundText")}>
        <BackToForums />
      </PageFrame>
    );
  return <ThreadView slug={slug} thread={query.data.thread} />;
}

function ThreadView({ slug, thread }: { slug: string; thread: ForumThreadDetail }) {
  const t = useT(forumsMessages);
  const inText = useIsolate();
  const { language } = useLanguage();
  const shownIn = useShownIn();
  const { isAuthenticated, isLoading } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const repliesId = useId();

  return (
    <PageFrame title={thread.title}>
      <OfflineNote path={api.forums.threads[":slug"].$path(pathParams({ slug }))} />
      <BackToForums />
      <article aria-label={thread.title} className="card mb-8 grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span
            {...shownIn(thread.category.shownIn.name)}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
          >
            {thread.category.name}
          </span>
          <ThreadBadges isPinned={thread.isPinned} isLocked={thread.isLocked} />
        </div>
        <p className="text-sm text-slate-600">
          {t("postedBy", {
            author: inText(thread.authorName),
            time: activityTime(thread.createdAt, language),
          })}
        </p>
        <p dir="auto" className="whitespace-pre-wrap text-slate-800">
          {thread.body}
        </p>
      </article>

      <section aria-labelledby={repliesId} className="mb-8 grid gap-3">
        <h2 id={repliesId} className="text-xl font-semibold text-slate-900">
          {t("repliesHeading", { count: thread.replies.length })}
        </h2>
        {thread.replies.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
            {t("noReplies")}
          </p>
        ) : (
          <ol className="grid gap-3">
            {thread.replies.map((reply) => (
              <li key={reply.id}>
                <ReplyItem reply={reply} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {thread.isLocked ? (
        <div role="status" className="card flex items-start gap-3 bg-slate-50">
          <Lock aria-hidden="true" className="mt-1 size-5 text-slate-700" />
          <div>
            <p className="font-semibold text-slate-900">{t("lockedTitle")}</p>
            <p className="text-slate-600">{t("lockedText")}</p>
          </div>
        </div>
      ) : isLoading ? null : isAuthenticated ? (
        <ReplyForm slug={thread.slug} />
      ) : (
        <Link to="/login" search={{ next: pathname }} className="btn-primary">
          {t("signInToReply")}
        </Link>
      )}
    </PageFrame>
  );
}

function ReplyItem({ reply }: { reply: ForumReply }) {
  const t = useT(forumsMessages);
  const { language } = useLanguage();
  const remove = useDeleteReplyMutation();
  const onDelete = () => {
    if (!window.confirm(t("confirmDeleteReply"))) return;
    remove.mutate(reply.id, {
      onSuccess: () => toast({ title: t("replyDeleted") }),
      onError: (error) =>
        toast({
          title: t("deleteFailed"),
          description: serverMessage(error) ?? undefined,
          variant: "destructive",
        }),
    });
  };
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">
        <bdi className="font-semibold text-slate-900">{reply.authorName}</bdi>
        {reply.mine ? <span className="ms-1">({t("you")})</span> : null}
        <span className="ms-2">{activityTime(reply.createdAt, language)}</span>
      </p>
      <p dir="auto" className="whitespace-pre-wrap text-slate-800">
        {reply.body}
      </p>
      {reply.mine ? (
        <button
          type="button"
          className="btn-ghost justify-self-start text-sm"
          disabled={remove.isPending}
          onClick={onDelete}
        >
          {t("deleteReply")}
        </button>
      ) : null}
    </article>
  );
}
