import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { CheckinAnswer } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { authKeys, useAuth } from "../../queries/auth";
import { MemberOnly } from "../auth/member-only";
import { TextField } from "../ui/field";
import { AttendeeSearch } from "./attendee-search";
import { CheckinResult } from "./checkin-result";
import type { KeyValueStore } from "./checkin-store";
import { DoorCounter } from "./door-counter";
import { DoorStatus } from "./door-status";
import { forgetDoorUser, readDoorUser, rememberDoorUser } from "./door-user";
import { QrScanner } from "./qr-scanner";
import { checkinStatsQuery } from "./queries";
import { normaliseCode } from "./ticket-code";
import { useOfflineDoor, useOnline } from "./use-offline-door";

/**
 * Members may open it; the server decides whether they steward this event (403 otherwise). Offline,
 * the steward who last opened it online on this device gets the saved list (the server cannot be asked).
 */
export function CheckinPage({ eventId, store }: { eventId: string; store?: KeyValueStore }) {
  const t = useT(adminEventsMessages);
  const online = useOnline();
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (user) rememberDoorUser(user.id);
    else if (online && !isLoading) forgetDoorUser();
  }, [user, online, isLoading]);

  // A member the app knows as no one's steward may have just been made one (they came from the bell
  // notice or the email): ask once who is signed in, so their menus offer My door duties.
  const maybeNewSteward = online && user?.role === "member" && user.stewardEvents === 0;
  useEffect(() => {
    if (maybeNewSteward) void queryClient.invalidateQueries({ queryKey: authKeys.user });
  }, [maybeNewSteward, queryClient]);

  // While the session is re-checked (the connection just came back), the screen stays as it is.
  const shown = useRef<string | null>(null);
  const userId = user?.id ?? (online ? (isLoading ? shown.current : null) : readDoorUser());
  shown.current = userId;
  if (userId) return <CheckinContent key={userId} eventId={eventId} userId={userId} store={store} />;
  if (!online) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
        <h1 className="text-3xl font-bold text-slate-900">{t("checkinTitle")}</h1>
        <p role="alert" className="text-slate-700">
          {t("offlineNoUser")}
        </p>
      </div>
    );
  }
  // Loading, or signed out: MemberOnly shows the wait or sends the visitor to sign in.
  return <MemberOnly>{null}</MemberOnly>;
}

// The same code seen by the camera again within this window is the same person still in frame.
const REPEAT_SCAN_MS = 4000;

function CheckinContent({
  eventId,
  userId,
  store,
}: {
  eventId: string;
  userId: string;
  store?: KeyValueStore;
}) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const online = useOnline();
  const { door, snapshot, syncNow, download } = useOfflineDoor(eventId, userId, store);
  const [answer, setAnswer] = useState<CheckinAnswer | null>(null);
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState("");
  const lastScan = useRef({ code: "", at: 0 });
  const queryClient = useQueryClient();

  // Same steps online and offline: the saved list answers at once and the check-in is queued.
  async function submitCode(ticketCode: string) {
    const typed = normaliseCode(ticketCode);
    if (!typed) return;
    let result = await door.checkIn(typed);
    setCode("");
    // Online, the server decides what the saved list cannot: a ticket of another event or newer than
    // the list, and a seat given since the download (the list says waitlisted).
    if ((result.result === "not_found" || result.result === "not_confirmed") && navigator.onLine) {
      setAsking(true);
      result = (await door.checkInOnServer(typed)) ?? result;
      setAsking(false);
    }
    setAnswer(result);
    if (result.result === "checked_in") {
      // The counter asks again once the server has this check-in.
      await syncNow({ refresh: false });
      void queryClient.invalidateQueries({ queryKey: checkinStatsQuery(eventId).queryKey });
    }
  }

  function onScan(scanned: string) {
    const now = Date.now();
    const code = normaliseCode(scanned);
    if (code === lastScan.current.code && now - lastScan.current.at < REPEAT_SCAN_MS) return;
    lastScan.current = { code, at: now };
    void submitCode(code);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submitCode(code);
  }

  const denied = snapshot.denied;
  const noList = snapshot.loaded && !snapshot.saved && !online;
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
      ) : !snapshot.loaded ? null : (
        <>
          <DoorCounter eventId={eventId} online={online} saved={snapshot.saved} />
          <DoorStatus
            snapshot={snapshot}
            online={online}
            onDownload={() => void download()}
            onSync={() => void syncNow()}
          />
          {noList ? (
            <p role="alert" className="text-amber-900">
              {t("offlineNoList")}
            </p>
          ) : null}
          <CheckinResult answer={answer} />
          <QrScanner onCode={onScan} paused={asking} />
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
            <button type="submit" className="btn-primary min-h-12 text-lg" disabled={asking}>
              {asking ? t("checking") : t("checkIn")}
            </button>
          </form>
          <AttendeeSearch
            eventId={eventId}
            onPick={(picked) => void submitCode(picked)}
            busy={asking}
            offline={!online}
            searchSaved={(q) => door.search(q)}
            saved={snapshot.saved}
          />
        </>
      )}
    </div>
  );
}
