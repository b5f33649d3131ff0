import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { incomingRequestsQuery, myRequestsQuery, useRequestStatusMutation } from "../../queries/mentorship";
import { toast } from "../ui/toast-store";
import { AnswerControls } from "./answer-controls";
import { QueryState } from "./query-state";
import { RequestCard } from "./request-card";

/** The member's own bookings, newest first. */
export function MyRequests() {
  const t = useT(mentorshipMessages);
  const iso = useIsolate();
  const requests = useQuery(myRequestsQuery);
  return (
    <section aria-labelledby="my-requests" className="grid gap-4">
      <h2 id="my-requests" className="text-2xl font-bold text-slate-900">
        {t("myRequestsHeading")}
      </h2>
      <QueryState
        query={requests}
        loading={t("requestsLoading")}
        error={t("requestsError")}
        empty={t("myRequestsEmpty")}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} party={t("requestWith", { name: iso(request.mentor.name) })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** Shown only to members linked to a mentor profile: requests to answer. */
export function IncomingRequests() {
  const t = useT(mentorshipMessages);
  const iso = useIsolate();
  const incoming = useQuery(incomingRequestsQuery);
  const change = useRequestStatusMutation();
  // Members who are not mentors never see this section, not even while it loads.
  if (!incoming.data?.isMentor) return null;
  const requests = { ...incoming, data: incoming.data.requests };
  return (
    <section aria-labelledby="incoming-requests" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="incoming-requests" className="text-2xl font-bold text-slate-900">
          {t("incomingHeading")}
        </h2>
        <p className="text-slate-600">{t("incomingLead")}</p>
      </div>
      <QueryState
        query={requests}
        loading={t("requestsLoading")}
        error={t("requestsError")}
        empty={t("incomingEmpty")}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  party={
                    <>
                      {t("requestFrom", { name: iso(request.mentee.name) })}
                      {" · "}
                      <a
                        href={`mailto:${request.mentee.email}`}
                        className="text-brand-700 underline"
                        dir="ltr"
                      >
                        {request.mentee.email}
                      </a>
                    </>
                  }
                >
                  <AnswerControls
                    request={request}
                    pending={change.isPending}
                    onAnswer={(input, clear) =>
                      change.mutate(input, {
                        onSuccess: () => {
                          clear();
                          toast({ title: t("requestUpdated") });
                        },
                        onError: () => toast({ title: t("requestUpdateFailed"), variant: "destructive" }),
                      })
                    }
                  />
                </RequestCard>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
