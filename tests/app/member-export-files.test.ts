// The members export read back by other people's code (STYLE.md 17): the .xlsx by exceljs, the CSV by
// papaparse. Both files come from the worker's pure builders, the same functions the routes call (the
// .xlsx streamed by worker/lib/xlsx-stream.ts, chunk by chunk as the route reads members).
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  type MemberExportRow,
  memberExportColumns,
  memberExportCsv,
  memberExportXlsx,
} from "../../worker/domain/admin-members/export-columns";
import { streamBytes } from "./stream-bytes";

const noConsents = {
  terms: null,
  announcements: null,
  tender_alerts: null,
  privacy: null,
  data_processing: null,
  marketing: null,
  profile_sharing: null,
};

const aisha: MemberExportRow = {
  name: "عائشة خان",
  email: "aisha@example.com",
  phone: "+966501234567",
  company: "Aramco",
  title: "Engineer",
  city: "khobar",
  tier: "premium",
  // The end of 31 March 2027 in Riyadh.
  validUntil: "2027-03-31T20:59:59.999Z",
  membershipStatus: "valid",
  membershipId: "SPPC-20260301-0042",
  // 21:30 UTC on 28 February is 1 March in Riyadh.
  joinedAt: "2026-02-28T21:30:00.000Z",
  language: "ar",
  role: "member",
  onboardingCompletedAt: "2026-03-01T10:00:00.000Z",
  accountStatus: "active",
  lastActiveAt: null,
  consents: { ...noConsents, terms: { granted: true, at: "2026-02-28T21:30:00.000Z" } },
};

const omar: MemberExportRow = {
  ...aisha,
  name: "=1+1 Omar",
  email: "omar@example.com",
  phone: "0501234567",
  city: "Lahore",
  tier: "basic",
  validUntil: null,
  membershipId: "007",
  consents: noConsents,
};

const headers = memberExportColumns.map((column) => column.header);

/** Members in chunks of 1,000, as the route reads them (export.ts's EXPORT_CHUNK). */
async function* chunksOf(rows: MemberExportRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    await Promise.resolve();
    yield rows.slice(start, start + 1000);
  }
}

const bulk = (index: number): MemberExportRow => ({
  ...omar,
  name: `Member ${index}`,
  email: `member-${index}@example.com`,
  phone: `+9665${String(index).padStart(8, "0")}`,
});

describe("the members .xlsx, read by exceljs", () => {
  it("has the headers, the Arabic name, the phone as text and the days as dates, over several chunks", async () => {
    const rows = [aisha, omar, ...Array.from({ length: 2100 }, (_, index) => bulk(index))];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await streamBytes(memberExportXlsx(chunksOf(rows)))).buffer);
    const sheet = workbook.getWorksheet("Members");
    if (!sheet) throw new Error("no Members sheet");
    expect(sheet.rowCount).toBe(2103);
    // The header row is bold and stays in view.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(24);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);

    expect(cell(2, "Name").value).toBe("عائشة خان");
    const phone = cell(2, "Phone");
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe("+966501234567");
    expect(phone.numFmt).toBe("@");
    const validUntil = cell(2, "Valid until");
    expect(validUntil.type).toBe(ExcelJS.ValueType.Date);
    expect(validUntil.value).toEqual(new Date(Date.UTC(2027, 2, 31)));
    expect(validUntil.numFmt).toBe("yyyy-mm-dd");
    expect(cell(2, "Joined").value).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(cell(2, "City").value).toBe("Khobar");
    expect(cell(2, "Consent: Terms").value).toBe("granted");
    expect(cell(2, "Consent: Terms (date)").value).toEqual(new Date(Date.UTC(2026, 2, 1)));

    // A text cell is never a formula in .xlsx, and numbers written by people stay text.
    expect(cell(3, "Name").type).toBe(ExcelJS.ValueType.String);
    expect(cell(3, "Name").value).toBe("=1+1 Omar");
    expect(cell(3, "Membership ID").value).toBe("007");
    expect(cell(3, "Phone").value).toBe("0501234567");
    expect(cell(3, "City").value).toBe("Lahore");
    expect(cell(3, "Valid until").value).toBeNull();

    // Every chunk's rows, in order (the first chunk ends at row 1,001, the third at the sheet's end).
    expect(cell(1001, "Name").value).toBe("Member 997");
    expect(cell(1002, "Name").value).toBe("Member 998");
    expect(cell(2103, "Name").value).toBe("Member 2099");
    expect(cell(2103, "Phone").value).toBe("+966500002099");
    expect(cell(2103, "Phone").type).toBe(ExcelJS.ValueType.String);
    expect(cell(2103, "Joined").value).toEqual(new Date(Date.UTC(2026, 2, 1)));
  });
});

describe("the members CSV, read by papaparse", () => {
  it("starts with the BOM and holds the phone as a formula for the text, the Arabic name and Riyadh days", () => {
    const text = memberExportCsv([aisha, omar]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const { data, errors } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(errors).toEqual([]);
    const [header, first, second] = data;
    expect(header).toEqual(headers);
    const cell = (row: string[] | undefined, name: string) => row?.[headers.indexOf(name)];
    expect(cell(first, "Name")).toBe("عائشة خان");
    expect(cell(first, "Phone")).toBe('="+966501234567"');
    expect(cell(first, "Valid until")).toBe("2027-03-31");
    expect(cell(first, "Joined")).toBe("2026-03-01");
    // Not E.164 (not ours to trust): the formula guard instead, and a plain number stays as written.
    expect(cell(second, "Name")).toBe("'=1+1 Omar");
    expect(cell(second, "Phone")).toBe("0501234567");
  });
});
