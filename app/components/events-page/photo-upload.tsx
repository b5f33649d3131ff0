import { Link } from "@tanstack/react-router";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE, UPLOADS_PER_HOUR } from "../../../worker/contract/photos";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { useAuth } from "../../queries/auth";
import { toast } from "../ui/toast-store";
import { EventNameField, OTHER_EVENT } from "./event-name-field";
import { SelectedFiles, type UploadItem } from "./selected-files";
import {
  ACCEPT,
  checkSelection,
  DEFAULT_MAX_FILES,
  type SelectionProblem,
  sendPhoto,
  UploadError,
  type UploadRefusal,
} from "./upload-rules";

let nextKey = 1;

/**
 * Spec point 5: choose photos and an event, then one POST per photo, in sequence, each with its own
 * progress bar. Members only (the server answers 401 to visitors), so visitors are asked to sign in.
 */
export function PhotoUpload({
  maxFiles = DEFAULT_MAX_FILES,
  upcoming,
  past,
  send = sendPhoto,
}: {
  maxFiles?: number;
  upcoming: string[];
  past: string[];
  send?: typeof sendPhoto;
}) {
  const t = useT(eventsPageMessages);
  const { isAuthenticated, isLoading } = useAuth();
  const inputId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [choice, setChoice] = useState("");
  const [other, setOther] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);

  const eventName = (choice === OTHER_EVENT ? other : choice).trim();

  function showProblem(problem: SelectionProblem) {
    if (problem.kind === "tooMany") {
      toast({
        title: t("tooManyTitle"),
        description: t("tooManyText", { n: problem.max }),
        variant: "destructive",
      });
    } else if (problem.kind === "tooLarge") {
      toast({
        title: t("tooLargeTitle"),
        description: t("tooLargeText", { file: problem.file }),
        variant: "destructive",
      });
    } else {
      toast({
        title: t("invalidTypeTitle"),
        description: t("invalidTypeText", { file: problem.file }),
        variant: "destructive",
      });
    }
  }

  function choose(files: File[]) {
    const { accepted, problems } = checkSelection(items.length, files, maxFiles);
    // One toast shows at a time: the first problem is the one to fix first.
    if (problems[0]) showProblem(problems[0]);
    if (accepted.length) setDone(false);
    setItems((current) => [
      ...current,
      ...accepted.map((file) => ({ key: String(nextKey++), file, progress: 0, failed: false })),
    ]);
  }

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!eventName) {
      setNameError(t("eventNameRequired"));
      return;
    }
    setNameError(undefined);
    setUploading(true);
    const uploaded = new Set<string>();
    let signedOut = false;
    let refusal: UploadRefusal | null = null;
    for (const item of items) {
      update(item.key, { progress: 0, failed: false, problem: undefined });
      try {
        await send(item.file, eventName, (progress) => update(item.key, { progress }));
        uploaded.add(item.key);
      } catch (error) {
        const upload = error instanceof UploadError ? error : null;
        if (upload?.status === 401) signedOut = true;
        refusal = upload?.refusal ?? refusal;
        // Each refused photo says why under its name; the toast sums up.
        const reason = upload?.status === 401 ? "signed_out" : (upload?.refusal ?? null);
        update(item.key, { failed: true, problem: fileProblem(reason, item.file.name) });
        // Past the hourly limit the rest would be refused too; they stay listed for later.
        if (refusal === "rate_limited" || signedOut) break;
      }
    }
    setUploading(false);
    if (uploaded.size === items.length) {
      toast({ title: t("uploadSuccessTitle") });
      setItems([]);
      setDone(true);
    } else {
      // Keep only what still needs sending, so "try again" does not upload a photo twice.
      setItems((current) => current.filter((item) => !uploaded.has(item.key)));
      toast({
        title: t("uploadFailedTitle"),
        description: failureText(signedOut ? "signed_out" : refusal),
        variant: "destructive",
      });
    }
  }

  function fileProblem(reason: UploadRefusal | "signed_out" | null, file: string): string {
    if (reason === "too_large") return t("tooLargeText", { file });
    return reason ? failureText(reason) : t("uploadFileFailed");
  }

  function failureText(reason: UploadRefusal | "signed_out" | null): string {
    if (reason === "signed_out") return t("uploadSignedOutText");
    if (reason === "rate_limited") return t("uploadRateLimitedText", { n: UPLOADS_PER_HOUR });
    if (reason === "too_many_pixels") {
      return t("uploadTooManyPixelsText", { side: IMAGE_MAX_SIDE, megapixels: IMAGE_MAX_MEGAPIXELS });
    }
    if (reason === "unsupported_type") return t("uploadUnsupportedText");
    if (reason === "too_large") return t("uploadTooLargeText");
    return t("uploadFailedText");
  }

  if (!isLoading && !isAuthenticated) {
    return (
      <p className="card text-slate-700">
        {t("uploadSignIn")}{" "}
        <Link to="/login" search={{ next: "/events" }} className="font-semibold text-brand-700 underline">
          {t("uploadSignInLink")}
        </Link>
      </p>
    );
  }

  return (
    <form className="card grid gap-4" onSubmit={submit} noValidate>
      <EventNameField
        upcoming={upcoming}
        past={past}
        choice={choice}
        other={other}
        onChoice={setChoice}
        onOther={setOther}
        error={nameError}
      />
      <div className="grid gap-1">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {t("filesLabel")}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={uploading}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            // Choosing the same file again must fire change again.
            event.target.value = "";
          }}
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {t("filesHint", { n: maxFiles })}
        </p>
      </div>
      <SelectedFiles
        items={items}
        max={maxFiles}
        uploading={uploading}
        onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
      />
      <div>
        <button type="submit" className="btn-primary" disabled={uploading || !items.length}>
          <Upload aria-hidden="true" className="size-4" />
          {uploading ? t("uploading") : t("uploadButton")}
        </button>
      </div>
      {done ? (
        <p role="status" className="text-green-800">
          {t("uploadPendingNote")}
        </p>
      ) : null}
    </form>
  );
}
