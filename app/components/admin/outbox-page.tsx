import { queryOptions, useQuery } from "@tanstack/react-query";
import { useLanguage, useT } from "../../i18n";
import { outboxMessages } from "../../i18n/messages/outbox";
import { ApiError, getJson } from "../../lib/api";
import { AdminFrame } from "./admin-frame";

type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
};

const outboxQuery = queryOptions({
  queryKey: ["/api/admin/outbox"],
  queryFn: async () => (await getJson<{ messages: OutboxMessage[] }>("/api/admin/outbox"))?.messages ?? [],
});

/** Development only: read the verification and reset emails the local mail adapter captured. */
export function OutboxPage() {
  const t = useT(outboxMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")} actions={<RefreshButton />}>
      <OutboxContent />
    </AdminFrame>
  );
}

// Inside the frame, like the list, so neither asks the API before the frame has let an admin in.
function RefreshButton() {
  const t = useT(outboxMessages);
  const { refetch, isFetching } = useQuery(outboxQuery);
  return (
    <button type="button" className="btn-outline" onClick={() => refetch()} disabled={isFetching}>
      {t("refresh")}
    </button>
  );
}

function OutboxContent() {
  const t = useT(outboxMessages);
  const { language } = useLanguage();
  const { data, error, isPending } = useQuery(outboxQuery);
  const status = error instanceof ApiError ? error.status : null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      {isPending ? null : error ? (
        <p role="alert" className="text-red-700">
          {status === 403 ? t("forbidden") : status === 404 ? t("unavailable") : t("loadError")}
        </p>
      ) : data.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {data.map((message) => (
            <li key={message.id} className="card grid gap-2">
              <h2 className="text-lg font-semibold">{message.subject}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-600">
                <dt>{t("to")}</dt>
                <dd>{message.to}</dd>
                <dt>{t("kind")}</dt>
                <dd>{message.kind}</dd>
                <dt>{t("sent")}</dt>
                <dd>{date.format(new Date(message.createdAt))}</dd>
              </dl>
              <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm">
                {message.text}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
