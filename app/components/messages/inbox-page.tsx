import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { useAuth } from "../../queries/auth";
import { inboxQuery } from "../../queries/messages";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";

/** /messages: the member's conversations, latest first, with what is unread in each. */
export function InboxPage() {
  const t = useT(messagesMessages);
  return (
    <MemberOnly>
      <PageFrame title={t("inboxTitle")} lead={t("inboxLead")}>
        <Inbox />
      </PageFrame>
    </MemberOnly>
  );
}

function Inbox() {
  const t = useT(messagesMessages);
  const { user } = useAuth();
  const inbox = useQuery(inboxQuery);
  if (inbox.isPending) return <p role="status">{t("loading")}</p>;
  if (inbox.isError)
    return (
      <p role="alert" className="text-red-700">
        {t("loadFailed")}
      </p>
    );
  if (inbox.data.conversations.length === 0) return <p className="text-slate-600">{t("inboxEmpty")}</p>;
  return (
    <ul className="grid max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {inbox.data.conversations.map(({ partner, lastMessage, unread }) => (
        <li key={partner.id}>
          <Link
            to="/messages/$userId"
            params={{ userId: partner.id }}
            className="flex items-center gap-3 p-4 hover:bg-slate-50"
          >
            {partner.imageUrl ? (
              <img src={partner.imageUrl} alt="" className="size-10 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700"
              >
                {partner.name.slice(0, 1)}
              </span>
            )}
            <span className="grid min-w-0 flex-1">
              <span dir="auto" className={unread > 0 ? "font-bold" : "font-medium"}>
                {partner.name}
              </span>
              {lastMessage ? (
                <span dir="auto" className="truncate text-sm text-slate-600">
                  {lastMessage.senderId === user?.id
                    ? t("you", { text: lastMessage.text })
                    : lastMessage.text}
                </span>
              ) : null}
            </span>
            {unread > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t("unreadCount", { count: unread })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
