import type { MessageReportRow } from "../../../worker/contract/messages";
import { useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourceCard, ResourceSection } from "../admin/kit";

const reports = api.admin.reports.messages;
const MESSAGE_REPORTS = reports.$path();

/** Reported conversations: who reported whom and why. The messages themselves are never shown here. */
function useMessageReportsResource(): AdminResource<MessageReportRow> {
  const t = useT(messagesMessages);
  return {
    key: [MESSAGE_REPORTS],
    list: async () => (await unwrap(reports.$get())).reports,
    invalidate: [MESSAGE_REPORTS],
    rowKey: (row) => row.id,
    rowName: (row) => t("adminReportedBy", { reporter: row.reporter.name, reported: row.reported.name }),
    emptyText: t("adminReportsEmpty"),
    actions: [
      {
        label: () => t("adminDismiss"),
        run: (row) => expectOk(reports[":reportId"].dismiss.$post(pathParams({ reportId: row.id }))),
        done: () => t("adminDismiss"),
      },
    ],
    card: (row, actions) => (
      <ResourceCard
        title={t("adminReportedBy", { reporter: row.reporter.name, reported: row.reported.name })}
        actions={actions}
      >
        <p dir="auto" className="text-sm">
          {row.reason}
        </p>
        <time dateTime={row.createdAt} className="text-xs text-slate-500">
          {row.createdAt.slice(0, 10)}
        </time>
      </ResourceCard>
    ),
  };
}

export function MessageReportsSection() {
  const t = useT(messagesMessages);
  const resource = useMessageReportsResource();
  return (
    <ResourceSection heading={t("adminReportsHeading")} id="message-reports" resource={resource}>
      <p className="text-sm text-slate-600">{t("adminReportsLead")}</p>
    </ResourceSection>
  );
}
