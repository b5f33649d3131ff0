import { Link } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { useT } from "../../i18n";
import { messagesMessages } from "../../i18n/messages/messages";
import { useAuth } from "../../queries/auth";

/** 'Message' on another member's profile; the conversation says if they cannot be written to. */
export function MessageButton({ userId }: { userId: string }) {
  const t = useT(messagesMessages);
  const { user } = useAuth();
  if (!user || user.id === userId) return null;
  return (
    <Link to="/messages/$userId" params={{ userId }} className="btn-outline inline-flex items-center gap-2">
      <MessageSquare aria-hidden="true" className="size-4" />
      {t("messageButton")}
    </Link>
  );
}
