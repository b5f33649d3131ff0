import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CloudOff } from "lucide-react";
import { useT } from "../../i18n";
import { membershipCardMessages } from "../../i18n/messages/membership-card";
import { walletMessages } from "../../i18n/messages/wallet";
import { ApiError } from "../../lib/api";
import { ownMembershipCardQuery } from "../../queries/membership-card";
import { OwnCard } from "./own-card";

/**
 * A read that failed without an answer from the server (offline, and nothing saved by the service
 * worker yet), as opposed to an answer saying no (an ApiError).
 */
export const isNoConnection = (error: unknown) => error !== null && !(error instanceof ApiError);

/**
 * The signed-in member's card as /membership-card and the Wallet show it: their own last-saved card,
 * "no number yet", or, offline before anything was saved, "connect once". Never the visitors' sample.
 */
export function MemberCardState() {
  const t = useT(membershipCardMessages);
  const card = useQuery(ownMembershipCardQuery);
  if (card.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (card.isError) {
    if (isNoConnection(card.error)) return <ConnectOnce />;
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{t("loadError")}</p>
        <button type="button" className="btn-outline justify-self-start" onClick={() => card.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!card.data) {
    return (
      <div className="card grid gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t("noCardTitle")}</h2>
        <p className="text-slate-600">{t("noCardText")}</p>
        <Link to="/membership" className="btn-primary justify-self-start">
          {t("noCardAction")}
        </Link>
      </div>
    );
  }
  return <OwnCard card={card.data} />;
}

/** Offline, and this device has no saved copy of the member's card (or does not know who is signed in). */
export function ConnectOnce() {
  const t = useT(walletMessages);
  return (
    <div role="status" className="card grid gap-2 border-amber-300 bg-amber-50 text-amber-900">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        {t("connectTitle")}
      </p>
      <p>{t("connectText")}</p>
    </div>
  );
}
