import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { type PostComment, postLimits } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import {
  commentsQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useEditCommentMutation,
} from "../../queries/posts";
import { inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import { PostText } from "./post-text";
import { relativeTime } from "./relative-time";

/** A post's comments, oldest first, and the form to add one. */
export function Comments({ id, postId }: { id: string; postId: string }) {
  const t = useT(feedMessages);
  const headingId = useId();
  const list = useQuery(commentsQuery(postId));
  const now = new Date();
  return (
    <section id={id} aria-labelledby={headingId} className="grid gap-3 rounded-lg bg-slate-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-800">
        {t("commentsHeading")}
      </h4>
      {list.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("commentsLoading")}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("commentsError")}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noComments")}</p>
      ) : (
        <ul className="grid gap-2">
          {list.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} now={now} />
          ))}
        </ul>
      )}
      <CommentForm postId={postId} />
    </section>
  );
}

function CommentItem({ comment, now }: { comment: PostComment; now: Date }) {
  const t = useT(feedMessages);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCommentMutation();
  const name = [comment.author.firstName, comment.author.lastName].filter(Boolean).join(" ") || t("member");
  const when = relativeTime(comment.createdAt, now);
  const failed = () =>
    toast({ title: t("errorTitle"), description: t("actionFailed"), variant: "destructive" });
  return (
    <li className="rounded-md bg-white p-2.5 text-sm" data-testid="comment">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900" dir="auto">
          {name}
        </span>{" "}
        · <time dateTime={comment.createdAt}>{t(when.key, { n: when.n })}</time>
        {comment.editedAt ? ` ${t("edited")}` : null}
      </p>
      {editing ? (
        <CommentEditor comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <PostText text={comment.content} />
      )}
      {comment.mine && !editing ? (
        <div className="mt-1 flex gap-2">
          <button
            type="button"
            className="text-xs font-medium text-brand-700 underline"
            onClick={() => setEditing(true)}
          >
            {t("editComment")}
          </button>
          <button
            type="button"
            className="text-xs font-medium text-red-700 underline"
            disabled={remove.isPending}
            onClick={() => remove.mutate(comment.id, { onError: failed })}
          >
            {t("deleteComment")}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function CommentEditor({ comment, onDone }: { comment: PostComment; onDone: () => void }) {
  const t = useT(feedMessages);
  const fieldId = useId();
  const [content, setContent] = useState(comment.content);
  const edit = useEditCommentMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    edit.mutate(
      { id: comment.id, content: content.trim() },
      {
        onSuccess: onDone,
        onError: () =>
          toast({ title: t("errorTitle"), description: t("actionFailed"), variant: "destructive" }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-1 grid gap-2">
      <label htmlFor={fieldId} className="sr-only">
        {t("editComment")}
      </label>
      <textarea
        id={fieldId}
        className={inputClass}
        rows={2}
        dir="auto"
        maxLength={postLimits.commentMax}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={!content.trim() || edit.isPending}>
          {t("saveChanges")}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const t = useT(feedMessages);
  const fieldId = useId();
  const [content, setContent] = useState("");
  const add = useAddCommentMutation(postId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    add.mutate(content.trim(), {
      onSuccess: () => setContent(""),
      // The text stays in the box so nothing typed is lost.
      onError: () =>
        toast({ title: t("errorTitle"), description: t("commentFailed"), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="grid flex-1 gap-1">
        <label htmlFor={fieldId} className="text-xs font-semibold text-slate-700">
          {t("writeComment")}
        </label>
        <textarea
          id={fieldId}
          className={inputClass}
          rows={2}
          dir="auto"
          maxLength={postLimits.commentMax}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={!content.trim() || add.isPending}>
        {t("sendComment")}
      </button>
    </form>
  );
}
