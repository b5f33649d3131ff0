import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { messagesMessages } from "../../i18n/messages/messages";
import { useQueueItems } from "../../lib/offline-queue/use-queue";
import { useAuth } from "../../queries/auth";
import { conversationQuery, useMarkConversationRead } from "../../queries/messages";
import { MemberOnly } from "../auth/member-only";
import { Composer } from "./composer";
import { ConversationActions } from "./conversation-actions";
import { MessageList } from "./message-list";
import { useLiveConversation } from "./use-live-conversation";

/** /messages/{userId}: one conversation, live while open. */
export function ConversationPage({ userId }: { userId: string }) {
  return (
    <MemberOnly>
      <ConversationScreen partnerId={userId} />
    </MemberOnly>
  );
}

function ConversationScreen({ partnerId }: { partnerId: string }) {
  const t = useT(messagesMessages);
  // The partner's name sits inside a translated sentence: isolated, so it keeps its own direction.
  const isolate = useIsolate();
  const { user } = useAuth();
  const conversation = useQuery(conversationQuery(partnerId));
  const markRead = useMarkConversationRead(partnerId);
  const { mutate: read } = markRead;
  const onIncoming = useCallback(() => {
    if (document.visibilityState === "visible") read();
  }, [read]);
  // Only a conversation the server would follow live has a socket (a refused one cannot say why).
  const liveWanted = Boolean(conversation.data?.canListen);
  const { live, ended, partnerTyping, signalTyping } = useLiveConversation(partnerId, onIncoming, liveWanted);
  const ownerId = user?.id ?? null;
  const waiting = useQueueItems(ownerId).filter(
    (item) => item.kind === "message" && (item.body as { to?: string }).to === partnerId,
  );
  const unreadFromPartner = conversation.data?.messages.at(-1)?.senderId === partnerId;
  useEffect(() => {
    if (unreadFromPartner) read();
  }, [unreadFromPartner, read]);

  if (conversation.isPending) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (conversation.isError || !user) {
    return (
      <p role="alert" className="px-4 py-24 text-center text-red-700">
        {t("loadFailed")}
      </p>
    );
  }
  const { partner, messages, partnerReadSeq, canMessage, blocked } = conversation.data;
  // An empty name: the member has not shown themselves to this viewer (the feed's placeholder too).
  const partnerName = partner.name || t("member");
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <Link to="/messages" className="text-sm text-brand-700 underline">
        {t("backToInbox")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t("conversationWith", { name: isolate(partnerName) })}
        </h1>
        {liveWanted || ended ? (
          <p role="status" className={`text-xs ${live ? "text-emerald-700" : "text-slate-500"}`}>
            {ended === "sessionEnded"
              ? t("sessionEnded")
              : ended === "notAllowed"
                ? t("notLive")
                : live
                  ? t("live")
                  : t("reconnecting")}
          </p>
        ) : null}
      </div>
      <MessageList
        partnerName={partnerName}
        viewerId={user.id}
        messages={messages}
        partnerReadSeq={partnerReadSeq}
        waiting={waiting}
      />
      {/* Announced politely; never stored, so it is simply gone a few seconds after they stop. */}
      <p aria-live="polite" className="min-h-5 text-sm text-slate-500 italic">
        {partnerTyping ? t("typing", { name: isolate(partnerName) }) : ""}
      </p>
      {blocked ? (
        <p className="text-sm text-slate-700">{t("blockedByYou")}</p>
      ) : canMessage ? (
        <Composer ownerId={user.id} partnerId={partner.id} onTyping={signalTyping} />
      ) : (
        <p className="text-sm text-slate-700">{t("cannotMessage")}</p>
      )}
      <ConversationActions partnerId={partner.id} partnerName={partnerName} blocked={blocked} />
    </div>
  );
}
