import { Bookmark, Flag, Heart, MessageCircle, Pencil, Share2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { FeedPost } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import {
  useDeletePostMutation,
  useLikeMutation,
  useSaveMutation,
  useShareMutation,
} from "../../queries/posts";
import { useConfirm } from "../admin/kit/confirm-dialog";
import { toast } from "../ui/toast-store";
import { Comments } from "./comments";
import { Composer } from "./composer";
import { ReportDialog } from "./report-dialog";

const action =
  "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100";

/** Like, comment, share and save for everyone; edit and delete for the author; report for the others. */
export function PostActions({ post }: { post: FeedPost }) {
  const t = useT(feedMessages);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const like = useLikeMutation();
  const save = useSaveMutation();
  const share = useShareMutation();
  const remove = useDeletePostMutation();
  const failed = () =>
    toast({ title: t("errorTitle"), description: t("actionFailed"), variant: "destructive" });
  const commentsId = `post-${post.id}-comments`;

  const onShare = async () => {
    const url = `${window.location.origin}/?post=${encodeURIComponent(post.id)}`;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: "SPPC", text: post.content.slice(0, 100), url });
      } else {
        await navigator.clipboard.writeText(url);
        toast({ title: t("linkCopied"), description: t("linkCopiedBody") });
      }
    } catch (error) {
      // Closing the share sheet is not a share, nor an error worth a toast.
      if ((error as Error)?.name === "AbortError") return;
      failed();
      return;
    }
    share.mutate(post.id);
  };

  // The app's own modal (Escape or Cancel keeps the post), not the browser's confirm box.
  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (!(await confirm({ question: t("confirmDelete"), action: t("delete") }))) return;
    remove.mutate(post.id, { onSuccess: () => toast({ title: t("postDeleted") }), onError: failed });
  };

  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap gap-3 text-xs text-slate-600">
        <span>{post.likesCount === 1 ? t("likesOne") : t("likesCount", { n: post.likesCount })}</span>
        <span>
          {post.commentsCount === 1 ? t("commentsOne") : t("commentsCount", { n: post.commentsCount })}
        </span>
        <span>{post.sharesCount === 1 ? t("sharesOne") : t("sharesCount", { n: post.sharesCount })}</span>
      </p>
      <div className="flex flex-wrap gap-1 border-t border-slate-100 pt-2">
        <button
          type="button"
          className={action}
          aria-pressed={post.likedByMe}
          onClick={() => like.mutate({ post, like: !post.likedByMe }, { onError: failed })}
        >
          <Heart
            aria-hidden="true"
            className={`size-4 ${post.likedByMe ? "fill-red-600 text-red-600" : ""}`}
          />
          {t("like")}
        </button>
        <button
          type="button"
          className={action}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t("comment")}
        </button>
        <button type="button" className={action} onClick={onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          {t("share")}
        </button>
        <button
          type="button"
          className={action}
          aria-pressed={post.savedByMe}
          onClick={() => save.mutate({ post, save: !post.savedByMe }, { onError: failed })}
        >
          <Bookmark
            aria-hidden="true"
            className={`size-4 ${post.savedByMe ? "fill-brand-700 text-brand-700" : ""}`}
          />
          {post.savedByMe ? t("saved") : t("save")}
        </button>
        {post.mine ? (
          <>
            <button type="button" className={action} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("edit")}
            </button>
            <button
              type="button"
              className={action}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("delete")}
            </button>
          </>
        ) : (
          <button type="button" className={action} onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" className="size-4" />
            {t("report")}
          </button>
        )}
      </div>
      {commentsOpen ? <Comments id={commentsId} postId={post.id} /> : null}
      {editing ? <Composer open onClose={() => setEditing(false)} editing={post} /> : null}
      {reporting ? <ReportDialog postId={post.id} onClose={() => setReporting(false)} /> : null}
      {dialog}
    </div>
  );
}
