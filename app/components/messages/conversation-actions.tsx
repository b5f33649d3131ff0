import { useState } from "react";
import { reportConversationSchema } from "../../../worker/contract/messages";
import { useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { useLimitText } from "../../lib/limit-text";
import { useBlockMutation, useReportMutation } from "../../queries/messages";

/** Block or unblock, and report the conversation to the admins (who see the reason, not the messages). */
export function ConversationActions({
  partnerId,
  partnerName,
  blocked,
}: {
  partnerId: string;
  partnerName: string;
  blocked: boolean;
}) {
  const t = useT(messagesMessages);
  const block = useBlockMutation(partnerId);
  const report = useReportMutation(partnerId);
  const limitText = useLimitText();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const valid = reportConversationSchema.safeParse({ reason }).success;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline text-sm"
          disabled={block.isPending}
          onClick={() => {
            if (blocked || confirm(t("blockConfirm", { name: partnerName }))) block.mutate(!blocked);
          }}
        >
          {blocked ? t("unblock") : t("block")}
        </button>
        <button type="button" className="btn-outline text-sm" onClick={() => setReporting((open) => !open)}>
          {t("report")}
        </button>
      </div>
      {reporting && !report.isSuccess ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) report.mutate(reason.trim());
          }}
        >
          <label htmlFor="report-reason" className="text-sm font-medium">
            {t("reportLabel")}
          </label>
          <textarea
            id="report-reason"
            dir="auto"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
          <div className="flex gap-2">
            <button type="submit" className="btn-primary text-sm" disabled={!valid || report.isPending}>
              {t("reportSend")}
            </button>
            <button type="button" className="btn-outline text-sm" onClick={() => setReporting(false)}>
              {t("reportCancel")}
            </button>
          </div>
        </form>
      ) : null}
      {report.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {t("reportSent")}
        </p>
      ) : null}
      {block.isError || report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {/* Already reported (409) or the day's ceiling on reports (429, with the wait). */}
          {(report.isError ? limitText.forError(report.error, "reports") : null) ?? t("actionFailed")}
        </p>
      ) : null}
    </div>
  );
}
