import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { NotificationItem } from "../../../worker/contract/notifications";
import { useLanguage, useT } from "../../i18n";
import { notificationsMessages } from "../../i18n/messages/notifications";
import { notificationsQuery, useMarkReadMutation } from "../../queries/notifications";
import { activityTime } from "../whatsapp/relative-time";
import { noticeLink, notificationText } from "./notification-text";

/** The bell's list: newest first, unread marked, 'Mark all as read', older pages on demand. */
export function NotificationPanel({
  id,
  unread,
  onClose,
}: {
  id: string;
  unread: number;
  onClose: () => void;
}) {
  const t = useT(notificationsMessages);
  const list = useInfiniteQuery(notificationsQuery);
  const markRead = useMarkReadMutation();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const titleId = `${id}-title`;

  // Phones: across the screen under the header (the bell sits mid-header); md and up: under the bell.
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="fixed inset-x-4 top-16 z-50 rounded-md border border-slate-200 bg-white shadow-lg md:absolute md:inset-x-auto md:end-0 md:top-auto md:mt-2 md:w-80"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {t("title")}
        </h2>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline disabled:text-slate-400 disabled:no-underline"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t("markAllRead")}
        </button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {list.isPending ? (
          <p role="status" className="px-4 py-6 text-center text-sm text-slate-600">
            {t("loading")}
          </p>
        ) : list.isError ? (
          <div role="alert" className="grid justify-items-center gap-2 px-4 py-6 text-sm">
            <p className="text-red-700">{t("error")}</p>
            <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
              {t("retry")}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="px-4 py-6 text-center">
            <p className="font-semibold text-slate-900">{t("empty")}</p>
            <p className="mt-1 text-sm text-slate-600">{t("emptyText")}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={onClose} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <button
            type="button"
            className="w-full border-t border-slate-200 px-4 py-2 text-sm font-semibold text-brand-700"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t("loadMore")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const t = useT(notificationsMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkReadMutation();
  const link = noticeLink(item);
  const unread = item.readAt === null;
  const open = () => {
    if (unread) markRead.mutate({ ids: [item.id] });
    onOpen();
    if (link) void navigate({ href: link });
  };
  const className = `flex w-full items-start gap-3 px-4 py-3 text-start text-sm hover:bg-slate-50 ${unread ? "bg-brand-50/60" : ""}`;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? "bg-brand-600" : "bg-transparent"}`}
      />
      <span className="grid gap-0.5">
        {unread ? <span className="sr-only">{t("unread")}: </span> : null}
        <span className={unread ? "font-semibold text-slate-900" : "text-slate-700"}>
          {notificationText(item, t)}
        </span>
        {item.data.excerpt ? <span className="line-clamp-2 text-slate-600">{item.data.excerpt}</span> : null}
        <time dateTime={item.createdAt} className="text-xs text-slate-500">
          {activityTime(item.createdAt, language)}
        </time>
      </span>
    </>
  );
  return (
    <li>
      {link ? (
        <a
          href={link}
          className={className}
          onClick={(event) => {
            // Modified clicks open a new tab as links do (the notice stays unread there).
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            open();
          }}
        >
          {body}
        </a>
      ) : (
        <button type="button" onClick={open} className={className}>
          {body}
        </button>
      )}
    </li>
  );
}
