import type { ReactNode } from "react";
import type { MentorshipRequestStatus } from "../../../worker/contract/enums";
import type { MentorshipRequestView } from "../../../worker/contract/mentorship";
import { useLanguage, useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipMessages } from "../../i18n/messages/mentorship";

const statusKey = {
  requested: "statusRequested",
  accepted: "statusAccepted",
  declined: "statusDeclined",
  done: "statusDone",
} as const;
const statusStyle: Record<MentorshipRequestStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  accepted: "bg-brand-100 text-brand-900",
  declined: "bg-red-100 text-red-900",
  done: "bg-slate-200 text-slate-800",
};

/** A request's status in words and colour. */
export function RequestStatusBadge({ status }: { status: MentorshipRequestStatus }) {
  const t = useT(mentorshipMessages);
  return (
    <span
      data-status={status}
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[status]}`}
    >
      {t(statusKey[status])}
    </span>
  );
}

/**
 * One request as a card: topic, status, who it is with, dates, message and the mentor's note.
 * `party` is the other side (the mentor for the mentee, the mentee for the mentor).
 */
export function RequestCard({
  request,
  party,
  children,
}: {
  request: MentorshipRequestView;
  party: ReactNode;
  children?: ReactNode;
}) {
  const t = useT(mentorshipMessages);
  const iso = useIsolate();
  const { language } = useLanguage();
  const day = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const calendarDay = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  const titleId = `request-${request.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900" dir="auto">
          {request.topic}
        </h3>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="text-sm text-slate-700">{party}</p>
      <p className="text-sm text-slate-600">
        {t("requestedOn", { date: day.format(new Date(request.createdAt)) })}
        {" · "}
        {request.preferredDate
          ? t("preferredOn", { date: calendarDay.format(new Date(`${request.preferredDate}T00:00:00Z`)) })
          : t("anyDate")}
      </p>
      <p className="whitespace-pre-line text-sm text-slate-700" dir="auto">
        {request.message}
      </p>
      {request.responseNote ? (
        <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-700" dir="auto">
          {t("noteLabel", { note: iso(request.responseNote) })}
        </p>
      ) : null}
      {children}
    </article>
  );
}
