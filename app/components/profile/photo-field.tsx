import { Camera, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { UPLOADS_PER_HOUR } from "../../../worker/contract/photos";
import type { PhotoProblem } from "../../../worker/contract/profile";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { hasStatus } from "../../lib/api-errors";
import { codeEntry, firstFieldError } from "../../lib/use-field-errors";
import { useRemovePhotoMutation, useStoreUserAfterPhoto } from "../../queries/profile";
import { Avatar } from "../layout/avatar";
import { toast } from "../ui/toast-store";
import { resizeImage } from "./resize-image";
import { uploadPhoto } from "./upload-photo";
import { useSignedOutHandler } from "./use-profile-feedback";

type Status = { step: "idle" } | { step: "preparing" } | { step: "uploading"; percent: number };

const problemText = {
  missing: "photoErrorText",
  too_large: "photoTooLarge",
  unsupported_type: "photoUnsupported",
  too_many_pixels: "photoTooManyPixels",
} as const satisfies Record<PhotoProblem, string>;

/** Resizes in the browser (see resize-image.ts), uploads with progress, then refetches the user. */
export function PhotoField({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ step: "idle" });
  // The photo URL stays the same across uploads: a version query makes this preview load the new one.
  const [version, setVersion] = useState(0);
  const storeUser = useStoreUserAfterPhoto();
  const remove = useRemovePhotoMutation();
  const onSignedOut = useSignedOutHandler();
  const headingId = useId();
  const busy = status.step !== "idle" || remove.isPending;

  function fail(error: unknown) {
    if (onSignedOut(error)) return;
    if (hasStatus(error, 429)) {
      const description = t("photoRateLimited", { n: UPLOADS_PER_HOUR });
      toast({ title: t("photoErrorTitle"), description, variant: "destructive" });
      return;
    }
    const problem = firstFieldError(error, "photo");
    const problemKey = codeEntry(problemText, problem);
    const description = problemKey ? t(problemKey) : t("photoErrorText");
    toast({ title: t("photoErrorTitle"), description, variant: "destructive" });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setStatus({ step: "preparing" });
    try {
      const photo = await resizeImage(file).catch(() => {
        throw Object.assign(new Error("unreadable"), { unreadable: true });
      });
      setStatus({ step: "uploading", percent: 0 });
      const updated = await uploadPhoto(photo, (percent) => setStatus({ step: "uploading", percent }));
      setVersion(Date.now());
      await storeUser(updated);
      toast({ title: t("photoSavedTitle"), description: t("photoSavedText") });
    } catch (error) {
      if (error instanceof Error && "unreadable" in error) {
        toast({ title: t("photoErrorTitle"), description: t("photoUnsupported"), variant: "destructive" });
      } else {
        fail(error);
      }
    } finally {
      setStatus({ step: "idle" });
    }
  }

  function onRemove() {
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t("photoRemovedTitle"), description: t("photoRemovedText") }),
      onError: fail,
    });
  }

  const shown =
    user.profileImageUrl && version
      ? { ...user, profileImageUrl: `${user.profileImageUrl}?v=${version}` }
      : user;
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-5">
      <h3 id={headingId} className="sr-only">
        {t("photoHeading")}
      </h3>
      <div className="overflow-hidden rounded-full ring-2 ring-brand-100">
        {shown.profileImageUrl ? (
          <img
            src={shown.profileImageUrl}
            alt={t("photoAlt")}
            width={96}
            height={96}
            className="size-24 object-cover"
          />
        ) : (
          <Avatar user={user} size={96} />
        )}
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t("uploadPhoto")}
            tabIndex={-1}
            className="hidden"
            onChange={onFile}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            className="btn-outline"
          >
            <Camera aria-hidden="true" className="size-4" />
            {user.profileImageUrl ? t("changePhoto") : t("uploadPhoto")}
          </button>
          {user.profileImageUrl ? (
            <button type="button" disabled={busy} onClick={onRemove} className="btn-ghost">
              <Trash2 aria-hidden="true" className="size-4" />
              {t("removePhoto")}
            </button>
          ) : null}
        </div>
        <p className="max-w-md text-xs text-slate-600">{t("photoHint")}</p>
        <div role="status" className="text-sm text-slate-700">
          {status.step === "preparing" ? t("preparingPhoto") : null}
          {status.step === "uploading" ? (
            <span className="flex items-center gap-2">
              <progress value={status.percent} max={100} aria-label={t("uploadProgress")} className="w-32" />
              {t("uploadingPhoto", { percent: status.percent })}
            </span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
