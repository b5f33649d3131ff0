import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { sendMessageSchema } from "../../../worker/contract/messages";
import { useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { serverMessage } from "../../lib/api-errors";
import { useLimitText } from "../../lib/limit-text";
import { sendMessage } from "./send-message";

/** The box at the bottom of a conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  ownerId,
  partnerId,
  onTyping,
}: {
  ownerId: string;
  partnerId: string;
  /** Each keystroke: the conversation tells the partner (throttled there). */
  onTyping?: () => void;
}) {
  const t = useT(messagesMessages);
  const queryClient = useQueryClient();
  const limitText = useLimitText();
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = sendMessageSchema.safeParse({ to: partnerId, text });
    if (!parsed.success || pending) return;
    setPending(true);
    setError(null);
    try {
      await sendMessage(queryClient, { ownerId, to: partnerId, text: parsed.data.text });
      setText("");
    } catch (failure) {
      // A limit's 429 in the member's language with the wait; the text stays in the box to send later.
      setError(limitText.forError(failure, "messages") ?? serverMessage(failure) ?? t("actionFailed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="message-text" className="sr-only">
        {t("composeLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="message-text"
          dir="auto"
          rows={2}
          maxLength={4000}
          value={text}
          placeholder={t("composePlaceholder")}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-12 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="btn-primary inline-flex items-center gap-2" disabled={pending}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {pending ? t("sending") : t("send")}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
