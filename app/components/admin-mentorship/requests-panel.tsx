import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type MentorshipRequestStatus, mentorshipRequestStatuses } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { AdminListState } from "../admin/admin-kit";
import { AnswerControls } from "../mentorship/answer-controls";
import { RequestCard } from "../mentorship/request-card";
import { inputClass } from "../ui/field";
import { adminRequestsQuery, useAdminRequestStatusMutation } from "./queries";

const statusKey = {
  requested: "statusRequested",
  accepted: "statusAccepted",
  declined: "statusDeclined",
  done: "statusDone",
} as const;

/** Every booking request, filtered by status; admins can make the same moves as the mentor. */
export function RequestsPanel() {
  const t = useT(mentorshipAdminMessages);
  const tMentorship = useT(mentorshipMessages);
  const iso = useIsolate();
  const filterId = useId();
  const [status, setStatus] = useState<MentorshipRequestStatus | "all">("requested");
  const requests = useQuery(adminRequestsQuery(status));
  const change = useAdminRequestStatusMutation();
  return (
    <section aria-labelledby="admin-requests" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-requests" className="text-2xl font-bold text-slate-900">
          {t("requestsHeading")}
        </h2>
        <div className="grid gap-1">
          <label htmlFor={filterId} className="text-sm font-semibold text-slate-800">
            {t("filterLabel")}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as MentorshipRequestStatus | "all")}
            className={inputClass}
          >
            <option value="all">{t("filterAll")}</option>
            {mentorshipRequestStatuses.map((value) => (
              <option key={value} value={value}>
                {tMentorship(statusKey[value])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AdminListState
        isPending={requests.isPending}
        isError={requests.isError}
        isEmpty={requests.data?.length === 0}
        emptyText={t("requestsEmpty")}
      >
        <ul className="grid gap-3">
          {requests.data?.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                party={
                  <>
                    {t("requestParties", {
                      mentee: iso(request.mentee.name),
                      mentor: iso(request.mentor.name),
                    })}
                    {" · "}
                    <a href={`mailto:${request.mentee.email}`} className="text-brand-700 underline" dir="ltr">
                      {request.mentee.email}
                    </a>
                  </>
                }
              >
                <AnswerControls
                  request={request}
                  pending={change.isPending}
                  onAnswer={(input, clear) => change.mutate(input, { onSuccess: clear })}
                />
              </RequestCard>
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
