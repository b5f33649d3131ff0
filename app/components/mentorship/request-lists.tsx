import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { MentorshipRequestStatus } from "../../../worker/contract/enums";
import {
  allowedTransitions,
  type MentorshipRequestView,
  NOTE_MAX,
} from "../../../worker/contract/mentorship";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { incomingRequestsQuery, myRequestsQuery, useRequestStatusMutation } from "../../queries/mentorship";
import { inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import { QueryState } from "./query-state";
import { RequestCard } from "./request-card";

/** The member's own bookings, newest first. */
export function MyRequests() {
  const t = useT(mentorshipMessages);
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
                <RequestCard request={request} party={t("requestWith", { name: request.mentor.name })} />
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
  const incoming = useQuery(incomingRequestsQuery);
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
                      {t("requestFrom", { name: request.mentee.name })}
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
                  <AnswerControls request={request} />
                </RequestCard>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const actionLabel = { accepted: "accept", declined: "decline", done: "markDone" } as const;

/** The moves this request can still make, with an optional note the mentee receives by email. */
function AnswerControls({ request }: { request: MentorshipRequestView }) {
  const t = useT(mentorshipMessages);
  const noteId = useId();
  const [note, setNote] = useState("");
  const change = useRequestStatusMutation();
  const moves = allowedTransitions[request.status].filter(
    (status): status is Exclude<MentorshipRequestStatus, "requested"> => status !== "requested",
  );
  if (moves.length === 0) return null;
  const answer = (status: Exclude<MentorshipRequestStatus, "requested">) =>
    change.mutate(
      { id: request.id, status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setNote("");
          toast({ title: t("requestUpdated") });
        },
        onError: () => toast({ title: t("requestUpdateFailed"), variant: "destructive" }),
      },
    );
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3">
      <label htmlFor={noteId} className="text-sm font-semibold text-slate-800">
        {t("responseNoteLabel")} <span className="font-normal text-slate-600">{t("optional")}</span>
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={NOTE_MAX}
        dir="auto"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className={inputClass}
      />
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            className={status === "declined" ? "btn-outline" : "btn-primary"}
            disabled={change.isPending}
            onClick={() => answer(status)}
          >
            {t(actionLabel[status])}
            <span className="sr-only">: {request.topic}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
