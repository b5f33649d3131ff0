import { defineCatalog } from "../define";

/** The Cultural Calendar card of the signed-in home (Hijri date, prayer times, clocks, upcoming dates). */
const en = {
  heading: "Cultural Calendar",
  today: "Today",
  hijriDate: "Hijri date",
  gregorianDate: "Gregorian date",

  prayerTimes: "Prayer times",
  prayerTimesIn: "Prayer times in {city}",
  fajr: "Fajr",
  dhuhr: "Dhuhr",
  asr: "Asr",
  maghrib: "Maghrib",
  isha: "Isha",
  nextLabel: "Next",
  nextPrayerIn: "{prayer} in {hours} h {minutes} min",
  nextPrayerInMinutes: "{prayer} in {minutes} min",
  nextPrayer: "Next prayer",
  hanafiAsr: "Asr by the Hanafi method",
  clocks: "Local times",
  riyadhTime: "Riyadh",
  karachiTime: "Karachi",

  upcoming: "Upcoming dates",
  expected: "expected",
  expectedHint: "Expected date: it depends on the moon sighting.",
  noDates: "No upcoming dates yet.",
  datesLoading: "Loading dates...",
  datesError: "Could not load the calendar.",

  cityRiyadh: "Riyadh",
  cityJeddah: "Jeddah",
  cityDammam: "Dammam",
  cityKhobar: "Khobar",
  cityDhahran: "Dhahran",
  cityJubail: "Jubail",
  cityMakkah: "Makkah",
  cityMadinah: "Madinah",
  cityNeom: "NEOM",
  cityTabuk: "Tabuk",
  cityAbha: "Abha",
};

export type CalendarTexts = typeof en;

export const calendarMessages = defineCatalog(en, {
  ar: () => import("./calendar.ar"),
  ur: () => import("./calendar.ur"),
});
