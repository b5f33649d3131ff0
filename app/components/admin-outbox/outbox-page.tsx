import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { emailKinds, type OutboxEntry } from "../../../worker/contract/outbox";
import { useT } from "../../i18n";
import { mailKindMessages } from "../../i18n/messages/mail-kinds";
import { outboxMessages } from "../../i18n/messages/outbox";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourcePage } from "../admin/kit";
import { presentFilters } from "../admin-members/queries";
import { OutboxCard } from "./outbox-card";

const outbox = api.admin.outbox;
const outboxKey = outbox.$path();
type OutboxFilters = { q: string; kind: string; since: string; until: string; status: string };

/** Every email the app writes, searchable and paged through all of it, with "Send again" for what failed. */
function useOutboxResource(): AdminResource<OutboxEntry, never, OutboxFilters> {
  const t = useT(outboxMessages);
  const kinds = useT(mailKindMessages);
  return {
    key: [outboxKey, "pages"],
    pages: async (filters, cursor) => {
      const query = presentFilters(filters, cursor ? { cursor } : {});
      const page = await unwrap(outbox.$get({ query }));
      return { rows: page.messages, next: page.nextCursor };
    },
    initialFilters: { q: "", kind: "", since: "", until: "", status: "" },
    filtersLabel: t("filtersLabel"),
    filterButtons: { apply: t("apply"), clear: t("clear") },
    filters: [
      { name: "q", label: t("filterRecipient"), hint: t("filterRecipientHint"), kind: "search" },
      {
        name: "kind",
        label: t("filterKind"),
        kind: "select",
        options: [
          { value: "", label: t("allKinds") },
          ...emailKinds.map((kind) => ({ value: kind, label: kinds(kind) })),
        ],
      },
      { name: "since", label: t("filterSince"), kind: "date" },
      { name: "until", label: t("filterUntil"), kind: "date" },
      {
        name: "status",
        label: t("filterStatus"),
        kind: "select",
        options: [
          { value: "", label: t("allStatuses") },
          { value: "failed", label: t("failedOnly") },
        ],
      },
    ],
    invalidate: [outboxKey],
    rowKey: (message) => message.id,
    rowName: (message) => message.subject,
    emptyText: t("empty"),
    emptyFilteredText: t("emptyFiltered"),
    card: (message, actions) => <OutboxCard message={message} actions={actions} />,
    actions: [
      {
        label: () => t("sendAgain"),
        hidden: (message) => message.status !== "failed",
        run: (message) => expectOk(outbox[":id"].resend.$post(pathParams({ id: message.id }))),
        done: () => t("queuedAgain"),
      },
    ],
  };
}

/** How much mail gave up, whatever the search: each page of the list says so. */
function FailedCount() {
  const t = useT(outboxMessages);
  const { data } = useQuery({
    queryKey: [outboxKey, "failed"],
    queryFn: () => unwrap(outbox.$get({ query: { status: "failed" } })),
  });
  if (!data?.failed) return null;
  return (
    <p role="status" className="font-semibold text-red-700">
      {t("failedCount", { count: data.failed })}
    </p>
  );
}

/** Mail keeps being written and sent while the page is open: this reads every loaded page again. */
function RefreshButton() {
  const t = useT(outboxMessages);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: [outboxKey] }) > 0;
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={fetching}
      onClick={() => void queryClient.invalidateQueries({ queryKey: [outboxKey] })}
    >
      {t("refresh")}
    </button>
  );
}

/** /admin/outbox: search by recipient, type and day, page through all mail, headers and attachments. */
export function OutboxPage() {
  const t = useT(outboxMessages);
  return (
    <ResourcePage
      title={t("title")}
      lead={t("lead")}
      resource={useOutboxResource()}
      actions={
        <>
          <FailedCount />
          <RefreshButton />
        </>
      }
    />
  );
}
