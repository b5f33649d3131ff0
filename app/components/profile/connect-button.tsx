import { useQuery } from "@tanstack/react-query";
import { Check, Clock, UserPlus } from "lucide-react";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import { ApiError } from "../../lib/api";
import { useLimitText } from "../../lib/limit-text";
import { useAuth } from "../../queries/auth";
import { connectionQuery, useConnectionMutation } from "../../queries/connections";

/**
 * On another member's card: Connect; Request sent (with Withdraw); Accept / Decline when they asked;
 * Connected (with Remove). Nothing for visitors or on one's own card.
 */
export function ConnectButton({ userId }: { userId: string }) {
  const { user } = useAuth();
  if (!user || user.id === userId) return null;
  return <ConnectControl userId={userId} />;
}

function ConnectControl({ userId }: { userId: string }) {
  const t = useT(networkMessages);
  const status = useQuery(connectionQuery(userId));
  const change = useConnectionMutation(userId);
  const limitText = useLimitText();
  if (status.isPending) return null;
  const busy = change.isPending;
  const badge = (text: string, Icon: typeof Check) => (
    <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </span>
  );
  return (
    <div className="grid justify-items-center gap-2" data-testid="connection">
      {/* Announces each new state (request sent, connected...) to screen readers after a click. */}
      <div aria-live="polite" className="flex flex-wrap items-center justify-center gap-3">
        {status.data === "connected" ? (
          <>
            {badge(t("statusConnected"), Check)}
            <button
              type="button"
              className="btn-outline text-sm"
              disabled={busy}
              onClick={() => change.mutate("remove")}
            >
              {t("remove")}
            </button>
          </>
        ) : status.data === "outgoing" ? (
          <>
            {badge(t("statusOutgoing"), Clock)}
            <button
              type="button"
              className="btn-outline text-sm"
              disabled={busy}
              onClick={() => change.mutate("remove")}
            >
              {t("withdraw")}
            </button>
          </>
        ) : status.data === "incoming" ? (
          <>
            <p className="basis-full text-center text-slate-700">{t("incomingText")}</p>
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => change.mutate("accept")}
            >
              {t("accept")}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => change.mutate("decline")}
            >
              {t("decline")}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn-primary inline-flex items-center gap-2"
            disabled={busy}
            onClick={() => change.mutate("request")}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t("connect")}
          </button>
        )}
      </div>
      {change.isError || status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {isMemberSuspended(change.error)
            ? t("memberSuspended")
            : // Once a week to the same member (429 with the wait), none across a block (403).
              (limitText.forError(change.error, "connect") ?? t("connectError"))}
        </p>
      ) : null}
    </div>
  );
}

/** The worker refuses a request to a suspended member with this reason (worker/domain/network/suspended.ts). */
const isMemberSuspended = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.body.includes('"member_suspended"');
