import type { DirectMessage } from "../../../worker/contract/messages";
import { useLanguage, useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { useLimitText } from "../../lib/limit-text";
import type { QueueItem } from "../../lib/offline-queue/types";

type Props = {
  partnerName: string;
  viewerId: string;
  messages: DirectMessage[];
  partnerReadSeq: number;
  /** Messages written here still waiting in the offline queue (or refused by the server). */
  waiting: QueueItem[];
};

/**
 * The conversation as a log region: screen readers announce messages added at its end (a new one from
 * the partner arrives live) without reading the whole conversation again.
 */
export function MessageList({ partnerName, viewerId, messages, partnerReadSeq, waiting }: Props) {
  const t = useT(messagesMessages);
  const { language } = useLanguage();
  const limitText = useLimitText();
  const time = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit" });
  const lastMine = [...messages].reverse().find((message) => message.senderId === viewerId);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t("messageLog", { name: partnerName })}
      data-testid="message-log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a log that scrolls must be scrollable by keyboard too
      tabIndex={0}
      className="grid max-h-[60vh] min-h-48 content-start gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      {messages.length === 0 && waiting.length === 0 ? (
        <p className="text-center text-sm text-slate-500">{t("noMessagesYet")}</p>
      ) : null}
      {messages.map((message) => {
        const mine = message.senderId === viewerId;
        return (
          <div
            key={message.id}
            data-testid="message"
            className={`max-w-[80%] rounded-2xl px-3 py-2 ${mine ? "justify-self-end bg-brand-700 text-white" : "justify-self-start bg-white text-slate-900 shadow-sm"}`}
          >
            <p dir="auto" className="whitespace-pre-wrap wrap-anywhere">
              {message.text}
            </p>
            <p className={`text-end text-xs ${mine ? "text-white/80" : "text-slate-500"}`}>
              <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
              {mine && message.id === lastMine?.id ? (
                <span data-testid="receipt">
                  {" "}
                  · {message.seq <= partnerReadSeq ? t("seen") : t("delivered")}
                </span>
              ) : null}
            </p>
          </div>
        );
      })}
      {waiting.map((item) => (
        <div
          key={item.id}
          data-testid="message-waiting"
          className="max-w-[80%] justify-self-end rounded-2xl border border-dashed border-brand-700 bg-white px-3 py-2"
        >
          <p dir="auto" className="whitespace-pre-wrap wrap-anywhere">
            {(item.body as { text: string }).text}
          </p>
          <p className="text-end text-xs text-slate-600">
            {item.status === "failed"
              ? t("sendFailed", {
                  reason: limitText.fromQueue(item.error, "messages") ?? item.error?.message ?? "",
                })
              : t("waitingToSend")}
          </p>
        </div>
      ))}
    </div>
  );
}
