import type { CurrentUser } from "../../../worker/contract/user";
import { useLanguage, useT } from "../../i18n";
import { type CalendarTexts, calendarMessages } from "../../i18n/messages/calendar";
import { type CityId, cityFor, countdown, nextPrayer, prayersOn } from "../../lib/prayer-times";
import { clockTime, RIYADH } from "./calendar-format";

const cityNames: Record<CityId, keyof CalendarTexts> = {
  riyadh: "cityRiyadh",
  jeddah: "cityJeddah",
  dammam: "cityDammam",
  khobar: "cityKhobar",
  dhahran: "cityDhahran",
  jubail: "cityJubail",
  makkah: "cityMakkah",
  madinah: "cityMadinah",
  neom: "cityNeom",
  tabuk: "cityTabuk",
  abha: "cityAbha",
};

/** Today's five prayers for the member's city, the next one highlighted with its countdown. */
export function PrayerTimesPanel({ user, now }: { user: CurrentUser; now: Date }) {
  const t = useT(calendarMessages);
  const { language } = useLanguage();
  const city = cityFor(user.location);
  const asrMethod = user.asrMethod ?? "standard";
  const prayers = prayersOn(now, city, asrMethod);
  const next = nextPrayer(now, city, asrMethod);
  const left = countdown(now, next.at);
  const cityName = t(cityNames[city.id]);
  const prayerName = t(next.name);

  return (
    <section aria-labelledby="prayer-times-heading" className="grid gap-3">
      <h3 id="prayer-times-heading" className="text-sm font-semibold text-slate-800">
        {t("prayerTimesIn", { city: cityName })}
      </h3>
      <p role="timer" aria-live="off" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <span className="font-semibold">{t("nextPrayer")}: </span>
        {left.hours > 0
          ? t("nextPrayerIn", { prayer: prayerName, hours: left.hours, minutes: left.minutes })
          : t("nextPrayerInMinutes", { prayer: prayerName, minutes: left.minutes })}
      </p>
      <ul className="grid gap-1 text-sm">
        {prayers.map((prayer) => {
          // After Isha the next prayer is tomorrow's Fajr, which is not in today's list.
          const isNext = prayer.at.getTime() === next.at.getTime();
          return (
            <li
              key={prayer.name}
              aria-current={isNext ? "time" : undefined}
              className={`flex items-center justify-between gap-2 rounded px-2 py-1 ${
                isNext ? "bg-brand-100 font-semibold text-brand-900" : "text-slate-700"
              }`}
            >
              <span>
                {t(prayer.name)}
                {isNext ? <span className="ms-2 text-xs uppercase">{t("nextLabel")}</span> : null}
              </span>
              <time dateTime={prayer.at.toISOString()}>{clockTime(prayer.at, language, RIYADH)}</time>
            </li>
          );
        })}
      </ul>
      {asrMethod === "hanafi" ? <p className="text-xs text-slate-600">{t("hanafiAsr")}</p> : null}
    </section>
  );
}
