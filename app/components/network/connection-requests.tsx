import { useQuery } from "@tanstack/react-query";
import type { NetworkPerson } from "../../../worker/contract/network";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import {
  type ConnectionAction,
  connectionRequestsQuery,
  useConnectionMutation,
} from "../../queries/connections";
import { PersonRow } from "./person-row";

/** Requests waiting for the member's answer (Accept / Decline) and the ones they sent (Withdraw). */
export function ConnectionRequestsCard() {
  const t = useT(networkMessages);
  const requests = useQuery(connectionRequestsQuery);
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  return (
    <section className="card grid content-start gap-2" aria-labelledby="connection-requests">
      <h2 id="connection-requests" className="text-xl font-bold text-slate-900">
        {t("requestsTitle")}
      </h2>
      {requests.isSuccess && incoming.length === 0 ? (
        <p className="text-slate-600">{t("requestsEmpty")}</p>
      ) : null}
      {requests.isError ? (
        <p role="alert" className="text-red-700">
          {t("error")}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {incoming.map((person) => (
          <PersonRow key={person.id} person={person}>
            <Answer
              person={person}
              action="accept"
              label={t("accept")}
              name={t("acceptFrom", { name: person.name })}
              primary
            />
            <Answer
              person={person}
              action="decline"
              label={t("decline")}
              name={t("declineFrom", { name: person.name })}
            />
          </PersonRow>
        ))}
      </ul>
      {outgoing.length > 0 ? (
        <>
          <h3 className="mt-2 font-semibold text-slate-900">{t("sentTitle")}</h3>
          <ul className="divide-y divide-slate-100">
            {outgoing.map((person) => (
              <PersonRow key={person.id} person={person}>
                <Answer
                  person={person}
                  action="remove"
                  label={t("withdraw")}
                  name={t("withdrawTo", { name: person.name })}
                />
              </PersonRow>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** One button; its accessible name says whom it answers, since a list holds several. */
export function Answer({
  person,
  action,
  label,
  name,
  primary = false,
}: {
  person: NetworkPerson;
  action: ConnectionAction;
  label: string;
  name: string;
  primary?: boolean;
}) {
  const t = useT(networkMessages);
  const change = useConnectionMutation(person.id);
  return (
    <>
      <button
        type="button"
        aria-label={name}
        className={primary ? "btn-primary text-sm" : "btn-outline text-sm"}
        disabled={change.isPending}
        onClick={() => change.mutate(action)}
      >
        {label}
      </button>
      {change.isError ? (
        <span role="alert" className="text-sm text-red-700">
          {t("connectError")}
        </span>
      ) : null}
    </>
  );
}
