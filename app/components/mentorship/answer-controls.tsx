import { useId, useState } from "react";
import type { MentorshipRequestStatus } from "../../../worker/contract/enums";
import {
  allowedTransitions,
  type MentorshipRequestView,
  NOTE_MAX,
} from "../../../worker/contract/mentorship";
import { useT } from "../../i18n";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { inputClass } from "../ui/field";

type Answer = Exclude<MentorshipRequestStatus, "requested">;
export type AnswerInput = { id: string; status: Answer; note?: string };

const actionLabel = { accepted: "accept", declined: "decline", done: "markDone" } as const;

/**
 * The moves a request can still make (Accept, Decline, Mark done), with an optional note the mentee
 * receives by email. Used by mentors on /mentorship and by admins; `clear` empties the note once saved.
 */
export function AnswerControls({
  request,
  pending,
  onAnswer,
}: {
  request: MentorshipRequestView;
  pending: boolean;
  onAnswer: (input: AnswerInput, clear: () => void) => void;
}) {
  const t = useT(mentorshipMessages);
  const noteId = useId();
  const [note, setNote] = useState("");
  const moves = allowedTransitions[request.status].filter(
    (status): status is Answer => status !== "requested",
  );
  if (moves.length === 0) return null;
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
            disabled={pending}
            onClick={() =>
              onAnswer({ id: request.id, status, note: note.trim() || undefined }, () => setNote(""))
            }
          >
            {t(actionLabel[status])}
            <span className="sr-only">: {request.topic}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
