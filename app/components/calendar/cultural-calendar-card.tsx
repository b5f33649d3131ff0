import { useLanguage, useT } from "../../i18n";
import { calendarMessages } from "../../i18n/messages/calendar";
import { useAuth } from "../../queries/auth";
import { clockTime, gregorianDate, hijriDate, KARACHI, RIYADH } from "./calendar-format";
import { PrayerTimesPanel } from "./prayer-times-panel";
import { UpcomingDates } from "./upcoming-dates";
import { useNow } from "./use-now";

/**
 * The home page's Cultural Calendar: today in the Hijri (Umm al-Qura) and Gregorian calendars, the
 * prayer times with the next prayer's countdown (for members who keep them on), the Riyadh and
 * Karachi clocks, and the next dates of the calendar admins keep. Everything but the dates is
 * computed on the device, so it keeps working offline; it all refreshes every 60 s.
 */
export function CulturalCalendarCard() {
  const t = useT(calendarMessages);
  const { language } = useLanguage();
  const { user } = useAuth();
  const now = useNow(60_000);

  return (
    <section aria-labelledby="cultural-calendar-heading" className="card grid gap-4">
      <h2 id="cultural-calendar-heading" className="text-lg font-bold text-slate-900">
        {t("heading")}
      </h2>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">{t("hijriDate")}</dt>
          <dd className="font-semibold text-slate-900">{hijriDate(now, language)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">{t("gregorianDate")}</dt>
          <dd className="text-slate-900">{gregorianDate(now, language)}</dd>
        </div>
      </dl>
      {user?.prayerTimesEnabled ? <PrayerTimesPanel user={user} now={now} /> : null}
      <section aria-labelledby="clocks-heading" className="grid gap-1">
        <h3 id="clocks-heading" className="text-sm font-semibold text-slate-800">
          {t("clocks")}
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{t("riyadhTime")}</dt>
            <dd className="text-base font-semibold text-slate-900">{clockTime(now, language, RIYADH)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{t("karachiTime")}</dt>
            <dd className="text-base font-semibold text-slate-900">{clockTime(now, language, KARACHI)}</dd>
          </div>
        </dl>
      </section>
      {user ? <UpcomingDates /> : null}
    </section>
  );
}
