import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { messagesNavMessages } from "../../i18n/messages/messages-nav";
import { messagesUnreadQuery } from "../../queries/messages";

/** The number of unread messages on the Messages entry; nothing when there are none. */
export function MessagesUnreadBadge() {
  const t = useT(messagesNavMessages);
  const { data } = useQuery(messagesUnreadQuery);
  if (!data) return null;
  return (
    <span
      data-testid="messages-unread"
      className="absolute -top-1 -end-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{data > 99 ? "99+" : data}</span>
      <span className="sr-only">{t("unreadMessages", { count: data })}</span>
    </span>
  );
}
