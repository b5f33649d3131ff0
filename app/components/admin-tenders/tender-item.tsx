import type { AdminTender } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { categoryLabel, formatDeadline, statusBadgeClass } from "../tenders/tender-format";
import { toast } from "../ui/toast-store";
import { alertsSentOf, type TenderAction, useDeleteTender, useTenderAction } from "./queries";
import { TenderDocuments } from "./tender-documents";

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** One tender in the admin list: its state, the actions that change it, and its documents. */
export function TenderItem({ tender, onEdit }: { tender: AdminTender; onEdit: () => void }) {
  const t = useT(tendersAdminMessages);
  const words = useT(tendersMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const act = useTenderAction(admin("saved"));
  const remove = useDeleteTender(admin("deleted"));
  const busy = act.isPending || remove.isPending;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });

  const run = (action: TenderAction) =>
    act.mutate(
      { id: tender.id, action },
      {
        onSuccess: (answer) => {
          // Only the publish that sent the alerts says so; later publishes send nothing.
          if (action === "publish" && alertsSentOf(answer))
            toast({
              title: t("published"),
              description: t("alertsSentCount", { count: alertsSentOf(answer) }),
            });
        },
      },
    );

  return (
    <article aria-labelledby={`admin-tender-${tender.id}`} className="card grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={`admin-tender-${tender.id}`} className="text-lg font-semibold text-slate-900" dir="auto">
            {tender.title}
          </h3>
          <p className="text-sm text-slate-700" dir="auto">
            {tender.organization} · {tender.value} · {formatDeadline(tender.deadline, language)}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2">
          <li
            className={`${badge} ${tender.publishedAt ? "bg-brand-100 text-brand-900" : "bg-amber-100 text-amber-900"}`}
          >
            {tender.publishedAt
              ? t("publishedOn", { date: date.format(new Date(tender.publishedAt)) })
              : t("draft")}
          </li>
          <li className={`${badge} ${statusBadgeClass(tender.status)}`}>
            {words(tender.status === "Active" ? "statusActive" : "statusClosed")}
          </li>
          <li className={`${badge} bg-slate-100 text-slate-800`}>{categoryLabel(words, tender.category)}</li>
          {tender.alertsSentAt ? (
            <li className={`${badge} bg-sky-100 text-sky-900`}>{t("alertsSent")}</li>
          ) : null}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={onEdit} disabled={busy}>
          {admin("edit")}
        </button>
        <button
          type="button"
          className={tender.publishedAt ? "btn-outline" : "btn-primary"}
          disabled={busy}
          onClick={() => run(tender.publishedAt ? "unpublish" : "publish")}
        >
          {tender.publishedAt ? t("unpublish") : t("publish")}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          onClick={() => run(tender.status === "Active" ? "close" : "reopen")}
        >
          {tender.status === "Active" ? t("closeTender") : t("reopen")}
        </button>
        <button
          type="button"
          className="btn-ghost text-red-700"
          disabled={busy}
          onClick={() => {
            if (window.confirm(admin("confirmDelete", { name: tender.title }))) remove.mutate(tender.id);
          }}
        >
          {admin("delete")}
        </button>
      </div>
      <TenderDocuments tender={tender} />
    </article>
  );
}
