import { useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";

/** "Change X's tier to Y?" with Confirm and Cancel, shown before a write goes out. */
export function Confirm({
  question,
  onConfirm,
  onCancel,
}: {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT(adminMembersMessages);
  return (
    <div role="alertdialog" aria-label={question} className="grid gap-2 rounded-md bg-amber-50 p-3">
      <p className="text-sm font-semibold text-slate-900">{question}</p>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" onClick={onConfirm}>
          {t("confirm")}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {t("close")}
        </button>
      </div>
    </div>
  );
}
