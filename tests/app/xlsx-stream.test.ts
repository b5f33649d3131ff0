// The streaming .xlsx writer (worker/lib/xlsx-stream.ts) read back by exceljs: text that XML or a
// spreadsheet would misread, the sheet's name, date and time cells, a reader that stops early, and the
// attendee export's times.
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { AdminRsvp } from "../../worker/contract/admin-events";
import { sheetCsv, sheetXlsx } from "../../worker/domain/admin-members/sheet";
import { attendeeExportColumns } from "../../worker/domain/events/attendee-export";
import { type XlsxCell, xlsxSheetName, xlsxStream } from "../../worker/lib/xlsx-stream";
import { streamBytes } from "./stream-bytes";

async function workbookOf(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await streamBytes(stream)).buffer);
  return workbook;
}

async function* batches(...rows: XlsxCell[][][]) {
  yield* rows;
}

describe("xlsxStream", () => {
  it("writes text as it is, drops what XML forbids, and dates as dates", async () => {
    const texts = ['<b>&"x"</b>', "a\u0000b\u0007c\uFFFEd", "  spaced  ", "two\nlines", "😀 سلام"];
    const workbook = await workbookOf(
      xlsxStream({
        sheet: "Odd: [name]/with*too?many\\characters",
        columns: [{ header: "Text" }, { header: "When", width: 18 }],
        rows: batches(
          texts.map((text) => [{ text }, null]),
          [[null, { date: Date.UTC(2026, 4, 1, 18, 5), format: "dateTime" }]],
          [[{ text: "=1+1" }, { date: Number.NaN, format: "date" }]],
        ),
      }),
    );
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error("no sheet");
    expect(sheet.name).toBe(xlsxSheetName("Odd: [name]/with*too?many\\characters"));
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.name).not.toMatch(/[[\]:*?/\\]/);
    expect(sheet.getColumn(2).width).toBe(18);
    expect(texts.map((_, index) => sheet.getRow(index + 2).getCell(1).value)).toEqual([
      '<b>&"x"</b>',
      "abcd",
      "  spaced  ",
      "two\nlines",
      "😀 سلام",
    ]);
    const when = sheet.getRow(7).getCell(2);
    expect(when.type).toBe(ExcelJS.ValueType.Date);
    expect(when.value).toEqual(new Date(Date.UTC(2026, 4, 1, 18, 5)));
    expect(when.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(sheet.getRow(8).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(8).getCell(2).value).toBeNull();
  });

  it("escapes an underscore that would start a character escape (_x0041_ reads as A in Excel)", async () => {
    // Excel and LibreOffice decode _xHHHH_ in any text; exceljs only in shared strings, so the XML is read.
    const bytes = await streamBytes(
      xlsxStream({ sheet: "S", columns: [{ header: "A" }], rows: batches([[{ text: "_x0041_ _X" }]]) }),
    );
    const sheet = strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
    expect(sheet).toContain("<t>_x005F_x0041_ _X</t>");
  });

  it("writes a header-only workbook when there are no rows, and a blank name becomes Sheet1", async () => {
    const workbook = await workbookOf(
      xlsxStream({ sheet: "  ", columns: [{ header: "Name" }], rows: batches() }),
    );
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([["Sheet1", 1]]);
    expect(xlsxSheetName("'Members'")).toBe("Members");
  });

  it("reads rows only as the download wants them, and stops reading when it is cancelled", async () => {
    let read = 0;
    let closed = false;
    // Random text deflates poorly, so each batch gives the reader bytes at once.
    const noise = () => Array.from({ length: 1000 }, () => [{ text: Math.random().toString(36) }]);
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield noise();
        }
      } finally {
        closed = true;
      }
    }
    const reader = xlsxStream({ sheet: "S", columns: [{ header: "A" }], rows: endless() }).getReader();
    while (read < 3) await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
    expect(read).toBeLessThan(6);
  });
});

describe("the attendee .xlsx (sheet.ts's cells)", () => {
  it("writes times as Riyadh's clock to the minute, as the CSV does, and phones as text", async () => {
    const rsvp: AdminRsvp = {
      id: "r1",
      name: "=SUM(A1)",
      email: "a@example.com",
      phone: "+12025550123",
      company: "",
      profession: "",
      status: "confirmed",
      ticketCode: "T1",
      // 23:59:59.999 in Riyadh: shown rounded it would be the next day's 00:00.
      checkedInAt: "2026-04-30T20:59:59.999Z",
      createdAt: "2026-04-30T21:00:00.000Z",
    };
    const workbook = await workbookOf(sheetXlsx(attendeeExportColumns, [[rsvp]], "Registrations"));
    const sheet = workbook.getWorksheet("Registrations");
    if (!sheet) throw new Error("no Registrations sheet");
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe("=SUM(A1)");
    expect(row.getCell(3).value).toBe("+12025550123");
    expect(row.getCell(3).numFmt).toBe("@");
    expect(row.getCell(8).value).toEqual(new Date(Date.UTC(2026, 3, 30, 23, 59)));
    expect(row.getCell(9).value).toEqual(new Date(Date.UTC(2026, 4, 1, 0, 0)));
    expect(row.getCell(9).numFmt).toBe("yyyy-mm-dd hh:mm");
    const csv = sheetCsv(attendeeExportColumns, [rsvp]).split("\r\n")[1];
    expect(csv).toContain(",2026-04-30 23:59,2026-05-01 00:00");
  });
});
