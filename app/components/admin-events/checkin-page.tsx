import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { CheckinAnswer } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { ApiError } from "../../lib/api";
import { MemberOnly } from "../auth/member-only";
import { TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { AttendeeSearch } from "./attendee-search";
import { CheckinResult } from "./checkin-result";
import { QrScanner } from "./qr-scanner";
import { checkinAccessQuery, useCheckinMutation } from "./queries";

/** Members may open it; the server decides whether they steward this event (403 otherwise). */
export function CheckinPage({ eventId }: { eventId: string }) {
  return (
    <MemberOnly>
      <CheckinContent eventId={eventId} />
    </MemberOnly>
  );
}

// The same code seen by the camera again within this window is the same person still in frame.
const REPEAT_SCAN_MS = 4000;

function CheckinContent({ eventId }: { eventId: string }) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const access = useQuery(checkinAccessQuery(eventId));
  const checkin = useCheckinMutation(eventId);
  const [answer, setAnswer] = useState<CheckinAnswer | null>(null);
  const [code, setCode] = useState("");
  const lastScan = useRef({ code: "", at: 0 });

  function submitCode(ticketCode: string) {
    const trimmed = ticketCode.trim();
    if (!trimmed) return;
    checkin.mutate(trimmed, {
      onSuccess: (result) => {
        setAnswer(result);
        setCode("");
      },
      onError: () => toast({ title: t("actionFailed"), variant: "destructive" }),
    });
  }

  function onScan(scanned: string) {
    const now = Date.now();
    if (scanned === lastScan.current.code && now - lastScan.current.at < REPEAT_SCAN_MS) return;
    lastScan.current = { code: scanned, at: now };
    submitCode(scanned);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submitCode(code);
  }

  const denied = access.error instanceof ApiError && access.error.status === 403;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold text-slate-900">{t("checkinTitle")}</h1>
        {denied ? null : <p className="text-slate-600">{t("checkinLead")}</p>}
      </div>
      {denied ? (
        <p
          role="alert"
          className="rounded-xl border-4 border-red-700 bg-red-50 p-6 text-center text-xl font-bold text-red-900"
        >
          {t("notSteward")}
        </p>
      ) : access.isPending ? null : (
        <>
          <CheckinResult answer={answer} />
          <QrScanner onCode={onScan} paused={checkin.isPending} />
          <form onSubmit={onSubmit} className="grid gap-3">
            <TextField
              id={`${id}-code`}
              label={t("ticketCode")}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="btn-primary min-h-12 text-lg" disabled={checkin.isPending}>
              {checkin.isPending ? t("checking") : t("checkIn")}
            </button>
          </form>
          <AttendeeSearch eventId={eventId} onPick={submitCode} busy={checkin.isPending} />
        </>
      )}
    </div>
  );
}
