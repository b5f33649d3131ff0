import type { CheckinAnswer } from "../../../worker/contract/admin-events";
import { useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { doorMessages } from "../../i18n/messages/door";

const tone = {
  green: "border-green-700 bg-green-50 text-green-900",
  amber: "border-amber-600 bg-amber-50 text-amber-900",
  red: "border-red-700 bg-red-50 text-red-900",
} as const;

/** The big answer at the door: green, amber or red, always in words too (not colour alone). */
export function CheckinResult({ answer }: { answer: CheckinAnswer | null }) {
  const t = useT(adminEventsMessages);
  const td = useT(doorMessages);
  const { language } = useLanguage();
  const time = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: "Asia/Riyadh" }).format(
          new Date(iso),
        )
      : "";
  const name = answer?.attendee?.name ?? "";
  // Why a registered person has no seat, in the same words online and offline.
  const noSeat = (status: CheckinAnswer["status"]) =>
    status === "waitlisted" ? td("noSeatWaitlisted") : status === "cancelled" ? td("noSeatCancelled") : null;

  const [color, text] = !answer
    ? [null, ""]
    : answer.result === "checked_in"
      ? (["green", `✓ ${t("resultCheckedIn", { name })}`] as const)
      : answer.result === "already_checked_in"
        ? (["amber", `⚠ ${t("resultAlready", { time: time(answer.attendee?.checkedInAt) })}`] as const)
        : answer.result === "wrong_event"
          ? (["red", `✕ ${t("resultWrongEvent")}`] as const)
          : answer.result === "not_confirmed"
            ? (["red", `✕ ${noSeat(answer.status) ?? t("resultNotConfirmed", { name })}`] as const)
            : (["red", `✕ ${t("resultNotFound")}`] as const);

  return (
    <div role="status" aria-live="assertive" aria-atomic="true">
      {color ? (
        <div className={`rounded-xl border-4 p-6 text-center ${tone[color]}`}>
          <p className="text-2xl font-bold sm:text-3xl" dir="auto" data-result={answer?.result}>
            {text}
          </p>
          {(answer?.result === "already_checked_in" ||
            (answer?.result === "not_confirmed" && answer.status)) &&
          name ? (
            <p className="mt-2 text-lg" dir="auto">
              {name}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
