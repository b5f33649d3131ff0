import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from "adhan";
import type { AsrMethod } from "../../worker/contract/enums";

/**
 * Prayer times computed on the device (no server call, so they work offline) with the Umm al-Qura
 * method, the Saudi standard. Times are instants; the widget shows them in Asia/Riyadh.
 */

export const prayerNames = ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const;
export type PrayerName = (typeof prayerNames)[number];
export type Prayer = { name: PrayerName; at: Date };

export type CityId =
  | "riyadh"
  | "jeddah"
  | "dammam"
  | "khobar"
  | "dhahran"
  | "jubail"
  | "makkah"
  | "madinah"
  | "neom"
  | "tabuk"
  | "abha";
export type City = { id: CityId; latitude: number; longitude: number; aliases: readonly string[] };

/** The cities members live in; a profile location naming none of them counts as Riyadh. */
export const prayerCities: readonly City[] = [
  { id: "riyadh", latitude: 24.7136, longitude: 46.6753, aliases: ["riyadh", "riyad", "الرياض"] },
  { id: "jeddah", latitude: 21.5433, longitude: 39.1728, aliases: ["jeddah", "jedda", "jiddah", "جدة"] },
  { id: "dammam", latitude: 26.4207, longitude: 50.0888, aliases: ["dammam", "الدمام"] },
  { id: "khobar", latitude: 26.2172, longitude: 50.1971, aliases: ["khobar", "khubar", "الخبر"] },
  { id: "dhahran", latitude: 26.2361, longitude: 50.0393, aliases: ["dhahran", "الظهران"] },
  { id: "jubail", latitude: 27.0046, longitude: 49.646, aliases: ["jubail", "الجبيل"] },
  { id: "makkah", latitude: 21.4225, longitude: 39.8262, aliases: ["makkah", "mecca", "makka", "مكة"] },
  {
    id: "madinah",
    latitude: 24.4672,
    longitude: 39.6112,
    aliases: ["madinah", "medina", "madina", "المدينة"],
  },
  { id: "neom", latitude: 27.9589, longitude: 35.2957, aliases: ["neom", "نيوم"] },
  { id: "tabuk", latitude: 28.3835, longitude: 36.5662, aliases: ["tabuk", "tabouk", "تبوك"] },
  { id: "abha", latitude: 18.2164, longitude: 42.5053, aliases: ["abha", "أبها", "ابها"] },
];

const riyadh = prayerCities[0] as City;

/** The city a free-text profile location names ("Al Khobar, Eastern Province" is Khobar). */
export function cityFor(location: string | null | undefined): City {
  const text = (location ?? "").toLocaleLowerCase();
  if (!text.trim()) return riyadh;
  return prayerCities.find((city) => city.aliases.some((alias) => text.includes(alias))) ?? riyadh;
}

/** Asia/Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Riyadh calendar day of an instant, as the local-date Date adhan reads year/month/day from. */
function riyadhDay(instant: Date, addDays = 0): Date {
  const shifted = new Date(instant.getTime() + RIYADH_OFFSET_MS + addDays * DAY_MS);
  return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

function parameters(asrMethod: AsrMethod) {
  const params = CalculationMethod.UmmAlQura();
  params.madhab = asrMethod === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  return params;
}

/** The five prayers of the Riyadh-calendar day `daysAhead` after the one containing `now`. */
export function prayersOn(now: Date, city: City, asrMethod: AsrMethod = "standard", daysAhead = 0): Prayer[] {
  const times = new PrayerTimes(
    new Coordinates(city.latitude, city.longitude),
    riyadhDay(now, daysAhead),
    parameters(asrMethod),
  );
  return prayerNames.map((name) => ({ name, at: times[name] }));
}

/** The first prayer after `now`; after Isha it is the next day's Fajr. */
export function nextPrayer(now: Date, city: City, asrMethod: AsrMethod = "standard"): Prayer {
  const upcoming = prayersOn(now, city, asrMethod).find((prayer) => prayer.at.getTime() > now.getTime());
  return upcoming ?? (prayersOn(now, city, asrMethod, 1)[0] as Prayer);
}

/**
 * Hours and minutes until `target`, rounded up: with 30 seconds left it still says 1 minute, so the
 * countdown (refreshed every 60 s) never shows 0 before the prayer has come.
 */
export function countdown(now: Date, target: Date): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
