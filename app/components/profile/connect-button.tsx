import { useQuery } from "@tanstack/react-query";
import { Check, UserPlus } from "lucide-react";
import { useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";
import { useAuth } from "../../queries/auth";
import { connectionQuery, useSetConnectionMutation } from "../../queries/connections";

/** 'Connect' / 'Connected' on another member's public card; nothing for visitors or on one's own card. */
export function ConnectButton({ userId }: { userId: string }) {
  const { user } = useAuth();
  if (!user || user.id === userId) return null;
  return <ConnectControl userId={userId} />;
}

function ConnectControl({ userId }: { userId: string }) {
  const t = useT(homeMessages);
  const connected = useQuery(connectionQuery(userId));
  const change = useSetConnectionMutation(userId);
  if (connected.isPending) return null;
  return (
    <div className="grid justify-items-center gap-2" data-testid="connection">
      {connected.data ? (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            {t("connected")}
          </span>
          <button
            type="button"
            className="btn-outline text-sm"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            {t("disconnect")}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn-primary inline-flex items-center gap-2"
          disabled={change.isPending}
          onClick={() => change.mutate(true)}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t("connect")}
        </button>
      )}
      {change.isError || connected.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("connectError")}
        </p>
      ) : null}
    </div>
  );
}
