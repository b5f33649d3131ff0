import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import type { ContactMessage } from "../../../worker/contract/contact";
import { useLanguage, useT } from "../../i18n";
import { adminMessagesMessages } from "../../i18n/messages/admin-messages";
import { apiRequest, getJson } from "../../lib/api";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";

const BASE = "/api/admin/messages";

/** /admin/messages: what visitors sent through /contact, newest first, to answer and mark answered. */
export function MessagesAdminPage() {
  const t = useT(adminMessagesMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <MessagesAdminContent />
    </AdminFrame>
  );
}

function MessagesAdminContent() {
  const t = useT(adminMessagesMessages);
  const { data, isPending, isError } = useQuery({
    queryKey: [BASE],
    queryFn: async () => (await getJson<{ messages: ContactMessage[] }>(BASE))?.messages ?? [],
  });
  const messages = data ?? [];
  const answered = messages.filter((m) => m.status === "answered").length;
  return (
    <AdminListState
      isPending={isPending}
      isError={isError}
      isEmpty={messages.length === 0}
      emptyText={t("empty")}
    >
      <p className="mb-4 text-sm text-slate-600">
        {t("counts", { new: messages.length - answered, answered })}
      </p>
      <ul className="grid gap-4">
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </ul>
    </AdminListState>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const t = useT(adminMessagesMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const setStatus = useAdminMutation({
    mutationFn: (status: ContactMessage["status"]) =>
      apiRequest("POST", `${BASE}/${message.id}/status`, { status }),
    invalidate: [BASE],
  });
  const isNew = message.status === "new";
  const headingId = `message-${message.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`card grid gap-3 ${isNew ? "border-s-4 border-s-brand-700" : ""}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <span
              className={`justify-self-start rounded-full px-2 py-0.5 text-xs font-semibold ${isNew ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-900"}`}
            >
              {isNew ? t("statusNew") : t("statusAnswered")}
            </span>
            <h2 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">
              {message.subject}
            </h2>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              className="btn-outline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t("reply")}
            </a>
            <button
              type="button"
              className={isNew ? "btn-primary" : "btn-ghost"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate(isNew ? "answered" : "new")}
            >
              {isNew ? t("markAnswered") : t("markNew")}
            </button>
          </div>
        </div>
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
      </article>
    </li>
  );
}
