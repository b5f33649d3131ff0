import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { OutboxEntry } from "../../../worker/contract/outbox";
import { useLanguage, useT } from "../../i18n";
import { outboxMessages } from "../../i18n/messages/outbox";
import { ApiError } from "../../lib/api";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { AdminFrame } from "./admin-frame";
import { useAdminMutation } from "./kit";

const outbox = api.admin.outbox;
const outboxKey = outbox.$path();
const outboxQuery = (failedOnly: boolean) =>
  queryOptions({
    queryKey: [outboxKey, { failedOnly }],
    queryFn: () => unwrap(outbox.$get({ query: { status: failedOnly ? "failed" : undefined } })),
  });

const statusText = {
  pending: "statusPending",
  sending: "statusSending",
  sent: "statusSent",
  failed: "statusFailed",
} as const;

/** Every email the app writes, how its delivery went, and "Send again" for what failed. */
export function OutboxPage() {
  const t = useT(outboxMessages);
  const [failedOnly, setFailedOnly] = useState(false);
  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={<OutboxActions failedOnly={failedOnly} onFailedOnly={setFailedOnly} />}
    >
      <OutboxContent failedOnly={failedOnly} />
    </AdminFrame>
  );
}

// Inside the frame, like the list, so neither asks the API before the frame has let an admin in.
function OutboxActions({
  failedOnly,
  onFailedOnly,
}: {
  failedOnly: boolean;
  onFailedOnly: (on: boolean) => void;
}) {
  const t = useT(outboxMessages);
  const id = useId();
  const { refetch, isFetching } = useQuery(outboxQuery(failedOnly));
  return (
    <div className="flex items-center gap-4">
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={failedOnly}
          onChange={(e) => onFailedOnly(e.target.checked)}
        />
        <label htmlFor={id}>{t("failedOnly")}</label>
      </span>
      <button type="button" className="btn-outline" onClick={() => refetch()} disabled={isFetching}>
        {t("refresh")}
      </button>
    </div>
  );
}

function OutboxContent({ failedOnly }: { failedOnly: boolean }) {
  const t = useT(outboxMessages);
  const { data, error, isPending } = useQuery(outboxQuery(failedOnly));
  if (isPending) return null;
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {error instanceof ApiError && error.status === 403 ? t("forbidden") : t("loadError")}
      </p>
    );
  }
  return (
    <>
      {data.failed > 0 ? (
        <p role="status" className="mb-4 font-semibold text-red-700">
          {t("failedCount", { count: data.failed })}
        </p>
      ) : null}
      {data.messages.length === 0 ? (
        <p className="text-slate-600">{failedOnly ? t("emptyFailed") : t("empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {data.messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </>
  );
}

function OutboxItem({ message }: { message: OutboxEntry }) {
  const t = useT(outboxMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const resend = useAdminMutation({
    mutationFn: () => expectOk(outbox[":id"].resend.$post(pathParams({ id: message.id }))),
    invalidate: [outboxKey],
    successTitle: t("queuedAgain"),
  });
  return (
    <li className="card grid gap-2">
      <h2 className="text-lg font-semibold">{message.subject}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-600">
        <dt>{t("to")}</dt>
        <dd>{message.to}</dd>
        <dt>{t("kind")}</dt>
        <dd>{message.kind}</dd>
        <dt>{t("status")}</dt>
        <dd className={message.status === "failed" ? "font-semibold text-red-700" : undefined}>
          {t(statusText[message.status])}
        </dd>
        <dt>{t("attempts")}</dt>
        <dd>{message.attempts}</dd>
        {message.lastError ? (
          <>
            <dt>{t("lastError")}</dt>
            <dd>{message.lastError}</dd>
          </>
        ) : null}
        <dt>{t("written")}</dt>
        <dd>{date.format(new Date(message.createdAt))}</dd>
      </dl>
      {message.text === undefined ? null : (
        // Wrapped anywhere (long links too), so it never scrolls sideways out of a keyboard's reach.
        <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-slate-50 p-3 text-sm">
          {message.text}
        </pre>
      )}
      {message.status === "failed" ? (
        <button
          type="button"
          className="btn-outline justify-self-start"
          disabled={resend.isPending}
          onClick={() => resend.mutate(undefined)}
        >
          {t("sendAgain")}
        </button>
      ) : null}
    </li>
  );
}
