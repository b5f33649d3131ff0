import { Mail } from "lucide-react";
import type { ContactMessage } from "../../../worker/contract/contact";
import { useLanguage, useT } from "../../i18n";
import { adminMessagesMessages } from "../../i18n/messages/admin-messages";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, Badge, ResourceCard, ResourcePage } from "../admin/kit";

const messages = api.admin.messages;

/** What visitors sent through /contact, newest first, to answer and mark answered. */
function useMessagesResource(): AdminResource<ContactMessage> {
  const t = useT(adminMessagesMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return {
    key: [messages.$path()],
    list: async () => (await unwrap(messages.$get())).messages,
    invalidate: [messages.$path()],
    rowKey: (message) => message.id,
    rowName: (message) => message.subject,
    emptyText: t("empty"),
    summary: (messages) => {
      const answered = messages.filter((m) => m.status === "answered").length;
      return t("counts", { new: messages.length - answered, answered });
    },
    rowExtra: (message) => (
      <a
        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
        className="btn-outline"
      >
        <Mail aria-hidden="true" className="size-4" />
        {t("reply")}
      </a>
    ),
    actions: [
      {
        label: (message) => (message.status === "new" ? t("markAnswered") : t("markNew")),
        run: (message) =>
          expectOk(
            messages[":id"].status.$post({
              ...pathParams({ id: message.id }),
              json: { status: message.status === "new" ? "answered" : "new" },
            }),
          ),
      },
    ],
    card: (message, actions) => (
      <ResourceCard
        title={message.subject}
        highlight={message.status === "new"}
        badges={
          message.status === "new" ? (
            <Badge tone="amber">{t("statusNew")}</Badge>
          ) : (
            <Badge tone="brand">{t("statusAnswered")}</Badge>
          )
        }
        actions={actions}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold">{t("from")}</dt>
          <dd dir="auto">
            {message.firstName} {message.lastName}
            {message.userId ? <span className="ms-2 text-slate-500">({t("member")})</span> : null}
          </dd>
          <dt className="font-semibold">{t("email")}</dt>
          <dd dir="ltr" className="text-start break-all">
            {message.email}
          </dd>
          {message.phone ? (
            <>
              <dt className="font-semibold">{t("phone")}</dt>
              <dd dir="ltr" className="text-start">
                {message.phone}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("received")}</dt>
          <dd>{date.format(new Date(message.createdAt))}</dd>
        </dl>
        <p dir="auto" className="rounded bg-slate-50 p-3 whitespace-pre-wrap text-slate-800">
          {message.message}
        </p>
      </ResourceCard>
    ),
  };
}

/** /admin/messages: what visitors sent through /contact, newest first, to answer and mark answered. */
export function MessagesAdminPage() {
  const t = useT(adminMessagesMessages);
  const resource = useMessagesResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
