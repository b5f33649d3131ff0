// The calendar day a member spreadsheet's date cell says, as YYYY-MM-DD (issue 32): an expiry or join
// date typed by a community admin in Riyadh or Karachi, exported by Excel, LibreOffice or Google Sheets.
//
// Read, after Arabic-Indic (٠-٩) and Persian/Urdu (۰-۹) digits become ASCII:
// - ISO days and date-times: 2027-03-31, 2027/3/31, 2027-03-31T10:00:00Z. A date-time's day is the day
//   as written, whatever its offset: the writer's calendar day, not UTC's.
// - Day first, as written in Saudi Arabia and Pakistan: 31/3/2027, 01-04-2027, 1.4.2027, with one
//   separator used twice. Month first only when it cannot be otherwise: 3/31/2027 is 31 March, and
//   4/3/2027 is 4 March. A time after the day is ignored (31/03/2027 10:00 PM).
// - Two-digit years by POSIX strptime's pivot: 69-99 are 1969-1999, 00-68 are 2000-2068.
// - Excel serial day numbers (1900 date system): integers 1 to 2958465 (9999-12-31), with or without
//   a time fraction. Lotus/Excel count a 29 February 1900 that never was: day 60 is null, days before it
//   are one day earlier than days after it. A bare 4-digit number 1300-2100 is a year, not a day: null.
// - Month names: 31 Mar 2027, 31 March 2027, March 31, 2027, 31-Mar-27, in English, Arabic (مارس,
//   آذار), Urdu (مارچ), and Hijri months (3 شوال 1448 هـ).
// - Hijri (Umm al-Qura) dates marked هـ / ه / ھ / هجري / AH / H: 1448/10/03 هـ, 3/10/1448 هـ,
//   03-10-1448 AH, 1448-10-03H (a two-digit Hijri year is 14YY). Unmarked numeric dates whose year is
//   1300-1500 are Hijri too: no Gregorian date in a member sheet is that old, and Saudi forms often
//   omit the mark. A trailing م / ميلادي / AD marks a Gregorian date (31/03/2027م).
// Anything else, and days that do not exist (31/02/2027, month 13, 30 Sha'ban in a 29-day year), is null.
// Gregorian years are read from 1900 to 9999.
import { foldText } from "../../contract/text-fold";
import { type Calendar, monthNamed } from "./month-names";
import { ummAlQuraToDay } from "./umm-al-qura";

const DAY_MS = 86_400_000;
const CACHE_LIMIT = 10_000;
const cache = new Map<string, string | null>();

/** The calendar day `text` names, as YYYY-MM-DD, or null when it cannot be read as one day. */
export function readSheetDate(text: string): string | null {
  // An import reads the same few dates thousands of times (a batch's expiry, a join day).
  const known = cache.get(text);
  if (known !== undefined) return known;
  const day = read(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, day);
  return day;
}

const hijriMark = /(?<=\d)\s*(?:ه|هجري|هجريه|a\.?\s?h|h)\.?$/;
const gregorianMark = /(?<=\d)\s*(?:م|ميلادي|ميلاديه|عيسوي|a\.?\s?d|c\.?\s?e)\.?$/;
const time = String.raw`(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:am|pm|ص|م)?\s*(?:z|[+-]\d{2}(?::?\d{2})?)?)?`;
const numericDate = new RegExp(String.raw`^(\d{1,4})([-/.])(\d{1,2})\2(\d{1,4})${time}$`);
const serialDay = /^\d{1,7}(?:\.\d+)?$/;
const weekday = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/;
const letters = String.raw`[a-z\u0621-\u064a\u0671-\u06d3][a-z\u0621-\u064a\u0671-\u06d3 .]*?`;
const dayMonthYear = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[ \-/.]*(${letters})[ \-/.,]*(\d{4}|\d{2})$`,
);
const monthDayYear = new RegExp(
  String.raw`^(${letters})[ \-/.]*(\d{1,2})(?:st|nd|rd|th)?,?[ \-/.]*(\d{4}|\d{2})$`,
);

function read(text: string): string | null {
  let s = normalise(text);
  // The longest date read here is about 45 characters; a longer cell is no date, and the patterns
  // below never see a long run of dots or letters to backtrack over.
  if (s.length > 60) return null;
  let calendar: Calendar | undefined;
  const hijri = hijriMark.exec(s);
  const gregorian = hijri ? null : gregorianMark.exec(s);
  if (hijri || gregorian) {
    calendar = hijri ? "hijri" : "gregorian";
    s = s.slice(0, (hijri ?? gregorian)?.index).trimEnd();
  }

  if (serialDay.test(s)) {
    if (calendar) return null;
    return excelSerial(s);
  }

  const numeric = numericDate.exec(s);
  if (numeric) {
    const [, a = "", , b = "", c = ""] = numeric;
    if (a.length === 4) return day(calendar, Number(a), Number(b), Number(c), 4);
    if (a.length > 2 || (c.length !== 4 && c.length !== 2)) return null;
    let [first, second] = [Number(a), Number(b)];
    // Day first, unless only the other way round makes a date (3/31/2027).
    if (first <= 12 && second > 12) [first, second] = [second, first];
    return day(calendar, Number(c), second, first, c.length);
  }

  s = s.replace(weekday, "");
  const dmy = dayMonthYear.exec(s);
  const mdy = dmy ? null : monthDayYear.exec(s);
  const [dayText, name, yearText] = dmy ? [dmy[1], dmy[2], dmy[3]] : mdy ? [mdy[2], mdy[1], mdy[3]] : [];
  const month = name === undefined ? undefined : monthNamed(name);
  if (!month || (calendar && calendar !== month.calendar)) return null;
  return day(month.calendar, Number(yearText), month.month, Number(dayText), yearText?.length ?? 0);
}

function normalise(text: string): string {
  const ascii = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    // Direction marks Excel and phones put around dates in right-to-left text, and a stray BOM.
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/\u066b/g, ".")
    .replace(/[\u060d\u2044\u2215]/g, "/")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u060c/g, ",");
  return foldText(ascii).replace(/\s+/g, " ").trim();
}

function excelSerial(text: string): string | null {
  const serial = Number(text);
  if (text.length === 4 && serial >= 1300 && serial <= 2100) return null;
  return excelSerialDay(serial);
}

/**
 * The day of an Excel serial number in the 1900 date system (a workbook's date cell holds one; add
 * 1,462 to one of the Mac 1904 system): 1 is 1900-01-01, 2958465 is 9999-12-31; a time fraction is
 * dropped. Null outside that range and for 60, Lotus and Excel's 29 February 1900, which never was.
 */
export function excelSerialDay(serial: number): string | null {
  const whole = Math.floor(serial);
  if (!(whole >= 1 && whole <= 2_958_465) || whole === 60) return null;
  // Day 25,569 is 1970-01-01; before the fictitious 29 February the count is one day shorter.
  return isoDay(whole - (whole < 60 ? 25_568 : 25_569));
}

function day(
  calendar: Calendar | undefined,
  writtenYear: number,
  month: number,
  date: number,
  yearDigits: number,
): string | null {
  const isHijri = calendar === "hijri" || (!calendar && writtenYear >= 1300 && writtenYear <= 1500);
  let year = writtenYear;
  if (yearDigits === 2) year = isHijri ? 1400 + year : year < 69 ? 2000 + year : 1900 + year;
  else if (yearDigits !== 4) return null;
  if (isHijri) {
    const hijriDay = ummAlQuraToDay(year, month, date);
    return hijriDay === null ? null : isoDay(hijriDay);
  }
  if (year < 1900 || month < 1 || month > 12 || date < 1 || date > 31) return null;
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 31 February over into March: a day that does not exist comes back as another.
  if (new Date(time).getUTCDate() !== date) return null;
  return isoDay(time / DAY_MS);
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
