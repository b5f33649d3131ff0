import { type FormEvent, useId, useState } from "react";
import { z } from "zod";
import { type PostType, postTypes } from "../../../worker/contract/enums";
import { type FeedPost, postLimits, postMetadataSchemas } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import { shellMessages } from "../../i18n/messages/shell";
import { hasStatus } from "../../lib/api-errors";
import { isNetworkError, isOffline, queueWrite } from "../../lib/offline-queue/queue-write";
import { VISITOR } from "../../lib/offline-queue/types";
import { useAuth } from "../../queries/auth";
import { useCreatePostMutation, useEditPostMutation } from "../../queries/posts";
import { ModalDialog } from "../tenders/modal-dialog";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import {
  initialMetadata,
  MetadataFields,
  type MetadataValues,
  metadataFor,
  typeLabel,
} from "./composer-fields";

/**
 * The composer dialog (spec point 4): the four post types with their metadata, a 6-row text area,
 * Post disabled while the text is empty or sending. New posts: on success it closes, clears and
 * resets the type to standard; the list refreshes through the mutation. With `editing` it edits.
 */
export function Composer({
  open,
  onClose,
  editing,
}: {
  open: boolean;
  onClose: () => void;
  editing?: FeedPost;
}) {
  const t = useT(feedMessages);
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="mb-4 text-xl font-bold text-slate-900">
        {t(editing ? "editTitle" : "composerTitle")}
      </h2>
      <ComposerForm onDone={onClose} editing={editing} />
    </ModalDialog>
  );
}

function startingValues(editing?: FeedPost): MetadataValues {
  const values = initialMetadata();
  for (const [key, value] of Object.entries(editing?.metadata ?? {})) {
    if (typeof value === "string" || typeof value === "boolean") values[key] = value;
  }
  return values;
}

function ComposerForm({ onDone, editing }: { onDone: () => void; editing?: FeedPost }) {
  const t = useT(feedMessages);
  const shell = useT(shellMessages);
  const queue = useT(offlineQueueMessages);
  const { user } = useAuth();
  const idPrefix = useId();
  const [postType, setPostType] = useState<PostType>(editing?.postType ?? "standard");
  const [content, setContent] = useState(editing?.content ?? "");
  const [metadata, setMetadata] = useState<MetadataValues>(() => startingValues(editing));
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const create = useCreatePostMutation();
  const edit = useEditPostMutation(editing?.id ?? "");
  const sending = create.isPending || edit.isPending;

  const reset = () => {
    setContent("");
    setPostType("standard");
    setMetadata(initialMetadata());
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      toast({
        title: t("contentRequiredTitle"),
        description: t("contentRequiredBody"),
        variant: "destructive",
      });
      return;
    }
    const payload = metadataFor(postType, metadata);
    // The same schema the API applies: missing required fields are marked before anything is sent.
    const checked = postMetadataSchemas[postType].safeParse(payload);
    if (!checked.success) {
      const fields = z.flattenError(checked.error as z.ZodError).fieldErrors as Record<string, unknown>;
      setErrors(Object.fromEntries(Object.keys(fields).map((name) => [name, true])));
      toast({ title: t("errorTitle"), description: t("checkFields"), variant: "destructive" });
      return;
    }
    setErrors({});
    const input = { postType, content: trimmed, metadata: payload } as Parameters<
      typeof create.mutateAsync
    >[0];
    // One key per new post: if the send fails for network reasons it is queued under the same key,
    // so it lands once even when the first send did reach the server.
    const key = crypto.randomUUID();
    const saveOffline = async () => {
      await queueWrite("post", user?.id ?? VISITOR, input, key);
      toast({ title: queue("postQueuedTitle"), description: queue("postQueuedBody") });
      reset();
      onDone();
    };
    if (!editing && isOffline()) return saveOffline();
    try {
      if (editing) {
        await edit.mutateAsync(input);
        toast({ title: t("postUpdated") });
      } else {
        await create.mutateAsync({ ...input, idempotencyKey: key });
        toast({ title: t("postCreatedTitle"), description: t("postCreatedBody") });
        reset();
      }
      onDone();
    } catch (error) {
      if (!editing && isNetworkError(error)) return saveOffline();
      if (hasStatus(error, 401)) {
        // Spec point 8: a 401 on a post says so and signs in again after 500 ms.
        toast({
          title: shell("unauthorizedTitle"),
          description: shell("unauthorizedText"),
          variant: "destructive",
        });
        setTimeout(() => location.assign("/api/login?next=%2F"), 500);
        return;
      }
      // What was typed stays in the form, so nothing is lost.
      toast({ title: t("errorTitle"), description: t("postFailedBody"), variant: "destructive" });
    }
  };

  const contentId = `${idPrefix}-content`;
  const hint = t("contentHint", { max: postLimits.contentMax });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("postType")}</legend>
        <div className="flex flex-wrap gap-2">
          {postTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
            >
              <input
                type="radio"
                name={`${idPrefix}-type`}
                value={type}
                checked={postType === type}
                onChange={() => {
                  setPostType(type);
                  setErrors({});
                }}
              />
              {t(typeLabel[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <MetadataFields
        idPrefix={idPrefix}
        postType={postType}
        values={metadata}
        errors={errors}
        onChange={(name, value) => setMetadata((old) => ({ ...old, [name]: value }))}
        t={t}
      />
      <Field id={contentId} label={t("contentLabel")} hint={hint}>
        <textarea
          {...controlProps(contentId, { hint })}
          className={inputClass}
          rows={6}
          dir="auto"
          maxLength={postLimits.contentMax}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t("cancel")}
        </button>
        <button type="submit" className="btn-primary" disabled={content === "" || sending}>
          {sending ? t("posting") : t(editing ? "saveChanges" : "post")}
        </button>
      </div>
    </form>
  );
}
