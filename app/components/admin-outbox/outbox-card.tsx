import type { ReactNode } from "react";
import { emailKinds, type OutboxEntry } from "../../../worker/contract/outbox";
import { useLanguage, useT } from "../../i18n";
import { mailKindMessages } from "../../i18n/messages/mail-kinds";
import { outboxMessages } from "../../i18n/messages/outbox";
import { Badge, ResourceCard } from "../admin/kit";
import { OutboxAttachments } from "./outbox-attachments";

const statusText = {
  pending: "statusPending",
  sending: "statusSending",
  sent: "statusSent",
  failed: "statusFailed",
} as const;

const isKnownKind = (kind: string): kind is (typeof emailKinds)[number] =>
  (emailKinds as readonly string[]).includes(kind);

/** One mail: who, what kind, how delivery went, its headers and attachments, and its text when local. */
export function OutboxCard({ message, actions }: { message: OutboxEntry; actions: ReactNode }) {
  const t = useT(outboxMessages);
  const kinds = useT(mailKindMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const headers = Object.entries(message.headers);
  const failed = message.status === "failed";
  return (
    <ResourceCard
      title={message.subject}
      highlight={failed}
      badges={<Badge tone={failed ? "red" : "slate"}>{t(statusText[message.status])}</Badge>}
      actions={actions}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-600">
        <dt>{t("to")}</dt>
        <dd dir="ltr" className="text-start [overflow-wrap:anywhere]">
          {message.to}
        </dd>
        <dt>{t("kind")}</dt>
        <dd>{isKnownKind(message.kind) ? kinds(message.kind) : message.kind}</dd>
        <dt>{t("attempts")}</dt>
        <dd>{message.attempts}</dd>
        {message.lastError ? (
          <>
            <dt>{t("lastError")}</dt>
            <dd className="font-semibold text-red-700">{message.lastError}</dd>
          </>
        ) : null}
        <dt>{t("written")}</dt>
        <dd>
          <time dateTime={message.createdAt}>{date.format(new Date(message.createdAt))}</time>
        </dd>
      </dl>
      <OutboxAttachments message={message} />
      {headers.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {t("headers", { count: headers.length })}
          </summary>
          <dl dir="ltr" className="mt-2 grid gap-1 text-start font-mono text-xs">
            {headers.map(([name, value]) => (
              <div key={name}>
                <dt className="inline font-semibold">{name}: </dt>
                <dd className="inline [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {message.text === undefined ? (
        <p className="text-xs text-slate-600">{t("bodyHidden")}</p>
      ) : (
        // Wrapped anywhere (long links too), so it never scrolls sideways out of a keyboard's reach.
        <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-slate-50 p-3 text-sm">
          {message.text}
        </pre>
      )}
    </ResourceCard>
  );
}
