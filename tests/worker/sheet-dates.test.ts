import { describe, expect, it } from "vitest";
import { readSheetDate } from "../../worker/domain/member-import/sheet-dates";
import { memberSheetRows } from "../fixtures/imports/member-sheet";

// Runs in workerd: the Hijri dates prove its ICU has the Umm al-Qura calendar.

const reads = (cases: Record<string, string | null>) => {
  for (const [text, day] of Object.entries(cases)) expect([text, readSheetDate(text)]).toEqual([text, day]);
};

describe("readSheetDate", () => {
  it("reads ISO days and date-times as the day written", () => {
    reads({
      "2027-03-31": "2027-03-31",
      "2027-03-31T10:00:00Z": "2027-03-31",
      "2027-03-31T23:30:00-05:00": "2027-03-31",
      "2027-03-31 00:15:00+03:00": "2027-03-31",
      "2027/03/31": "2027-03-31",
      "2027/3/1": "2027-03-01",
      "2027.03.31": "2027-03-31",
      "  2027-03-31 ": "2027-03-31",
    });
  });

  it("reads day first, and month first only when nothing else makes a date", () => {
    reads({
      "31/3/2027": "2027-03-31",
      "31/03/2027": "2027-03-31",
      "01-04-2027": "2027-04-01",
      "1.4.2027": "2027-04-01",
      "4/3/2027": "2027-03-04",
      "12/11/2027": "2027-11-12",
      "3/31/2027": "2027-03-31",
      "12/25/2027": "2027-12-25",
      "31/03/2027 10:00": "2027-03-31",
      "3/31/2027 10:00:00 PM": "2027-03-31",
      "31/13/2027": null,
      "13/13/2027": null,
      "31/03-2027": null,
      "31/3/202": null,
    });
  });

  it("reads two-digit years with POSIX's pivot (69-99 are 19xx, 00-68 are 20xx)", () => {
    reads({
      "31/03/27": "2027-03-31",
      "1/1/00": "2000-01-01",
      "31/12/68": "2068-12-31",
      "1/1/69": "1969-01-01",
      "15/8/99": "1999-08-15",
    });
  });

  it("reads Excel serial days, with the fictitious 29 February 1900", () => {
    reads({
      "46477": "2027-03-31",
      "46477.5": "2027-03-31",
      "46477.999988426": "2027-03-31",
      "45658": "2025-01-01",
      "1": "1900-01-01",
      "59": "1900-02-28",
      "60": null,
      "61": "1900-03-01",
      "2958465": "9999-12-31",
      "2958466": null,
      "0": null,
      "-1": null,
      "4.6477E4": null,
      "46477.": null,
      "2027": null,
      "1448": null,
    });
  });

  it("reads month names in English, Arabic and Urdu", () => {
    reads({
      "31 Mar 2027": "2027-03-31",
      "31 March 2027": "2027-03-31",
      "March 31, 2027": "2027-03-31",
      "Mar 31 2027": "2027-03-31",
      "31-Mar-27": "2027-03-31",
      "1-sept-2027": "2027-09-01",
      "Wed, 31 Mar 2027": "2027-03-31",
      "31 مارس 2027": "2027-03-31",
      "٣١ مارس ٢٠٢٧م": "2027-03-31",
      "1 كانون الثاني 2027": "2027-01-01",
      "15 أغسطس 2026": "2026-08-15",
      "31 مارچ 2027": "2027-03-31",
      "1 جنوری 2028": "2028-01-01",
      "31 Smarch 2027": null,
      "30 February 2027": null,
    });
  });

  it("reads Arabic-Indic and Persian/Urdu digits", () => {
    reads({
      "٣١/٠٣/٢٠٢٧": "2027-03-31",
      "۳۱/۰۳/۲۰۲۷": "2027-03-31",
      "٤٦٤٧٧": "2027-03-31",
      "۲۰۲۷-۰۳-۳۱": "2027-03-31",
      "31/03/2027م": "2027-03-31",
    });
  });

  it("reads Umm al-Qura Hijri dates as published", () => {
    reads({
      // Saudi Supreme Court / Saudi Press Agency announcements.
      "1/9/1446 هـ": "2025-03-01", // 1 Ramadan 1446
      "1446/10/01 هـ": "2025-03-30", // 1 Shawwal 1446 (Eid al-Fitr)
      "1447/01/01 هـ": "2025-06-26", // 1 Muharram 1447
      "1/9/1447 هـ": "2026-02-18", // 1 Ramadan 1447
      "29/8/1447 هـ": "2026-02-17", // 29 Sha'ban 1447, the evening of the sighting
      "1444/1/1 AH": "2022-07-30", // 1 Muharram 1444
      // KACST's Umm al-Qura tables (as tabulated in Time4J's UmalquraDataTest).
      "1300/01/01 هـ": "1882-11-12",
      "1411/08/30 هـ": "1991-03-17",
      "1436/10/01 هـ": "2015-07-17",
      "1440/01/01 هـ": "2018-09-11",
      "1448/06/11 هـ": "2026-11-21",
      "1462/12/10 هـ": "2040-12-15",
      "1500/12/30 هـ": "2077-11-16",
    });
  });

  it("reads every way of marking a Hijri date", () => {
    reads({
      "1448/10/03 هـ": "2027-03-11",
      "1448/10/03هـ": "2027-03-11",
      "3/10/1448 هـ": "2027-03-11",
      "03-10-1448 AH": "2027-03-11",
      "03-10-1448 A.H.": "2027-03-11",
      "1448-10-03H": "2027-03-11",
      "1448/10/03 ه": "2027-03-11",
      "١٤٤٨/١٠/٠٣ هـ": "2027-03-11",
      "۱۴۴۸/۱۰/۰۳ ھ": "2027-03-11",
      "3/10/48 هـ": "2027-03-11",
      "3 شوال 1448 هـ": "2027-03-11",
      "3 شوال 1448": "2027-03-11",
      "11 جمادى الآخرة 1448 هـ": "2026-11-21",
      "11 جمادی الثانی 1448": "2026-11-21",
      // No mark, but no member's Gregorian date is from the 14th or 15th century.
      "1448/10/03": "2027-03-11",
      "3/10/1448": "2027-03-11",
    });
  });

  it("refuses days that do not exist and text that is no date", () => {
    reads({
      "31/02/2027": null,
      "29/02/2027": null,
      "29/02/2028": "2028-02-29",
      "2027-02-29": null,
      "2027-13-01": null,
      "2027-00-10": null,
      "00/03/2027": null,
      "30/08/1447 هـ": null, // Sha'ban 1447 had 29 days
      "1448/13/01 هـ": null,
      "1448/10/31 هـ": null,
      "46477 هـ": null,
      "31 March 1448 هـ": null,
      "1/1/1850": null,
      "": null,
      "   ": null,
      "N/A": null,
      "SPPC-20190314-0042": null,
      "966501234567": null,
      tomorrow: null,
    });
  });

  it("reads every date of the member sheet's text exports as the day of its workbook cell", () => {
    for (const row of memberSheetRows) {
      for (const date of [row.expiry, row.memberSince]) {
        if (date) expect([date.text, readSheetDate(date.text)]).toEqual([date.text, date.day]);
      }
    }
  });

  it("answers the same for the same text from its cache", () => {
    const first = readSheetDate("1448/10/03 هـ");
    for (let i = 0; i < 1000; i++) expect(readSheetDate("1448/10/03 هـ")).toBe(first);
  });

  it("reads 50,000 cells of distinct dates quickly", () => {
    const started = performance.now();
    for (let i = 0; i < 50_000; i++) readSheetDate(`${(i % 28) + 1}/${(i % 12) + 1}/${1990 + (i % 60)}`);
    for (let i = 0; i < 2_000; i++) readSheetDate(`${(i % 29) + 1}/${(i % 12) + 1}/${1400 + (i % 60)} هـ`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
