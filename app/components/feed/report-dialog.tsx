import { type FormEvent, useId, useState } from "react";
import { postLimits } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import { hasStatus } from "../../lib/api-errors";
import { useLimitText } from "../../lib/limit-text";
import { useReportMutation } from "../../queries/posts";
import { ModalDialog } from "../tenders/modal-dialog";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";

/** 'Report' on someone else's post: a reason, then it waits in the admins' moderation queue. */
export function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useT(feedMessages);
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const report = useReportMutation(postId);
  const limitText = useLimitText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setTooShort(true);
      return;
    }
    report.mutate(reason.trim(), {
      onSuccess: () => {
        toast({ title: t("reportSent") });
        onClose();
      },
      onError: (error) => {
        if (hasStatus(error, 409)) {
          toast({ title: t("reportAlready") });
          onClose();
        } else {
          // The day's ceiling on reports: say so with the wait, in the member's language.
          const limited = limitText.forError(error, "reports");
          toast({
            title: t("errorTitle"),
            description: limited ?? t("actionFailed"),
            variant: "destructive",
          });
        }
      },
    });
  };

  const error = tooShort ? t("reportHint") : undefined;
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} className="max-w-lg">
      <h2 id={titleId} className="mb-4 text-xl font-bold text-slate-900">
        {t("reportTitle")}
      </h2>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field
          id={reasonId}
          label={t("reportReason")}
          hint={tooShort ? undefined : t("reportHint")}
          error={error}
          required
        >
          <textarea
            {...controlProps(reasonId, { error, hint: tooShort ? undefined : t("reportHint") })}
            className={inputClass}
            rows={3}
            dir="auto"
            aria-required="true"
            maxLength={postLimits.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={report.isPending}>
            {t("sendReport")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
