import { unzipSync, zipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import { readXlsxRows, XLSX_LIMITS, XlsxUnreadableError } from "../../worker/domain/member-import/sheet-xlsx";
import { XmlScanner } from "../../worker/domain/member-import/xml-scanner";
import { memberSheetHeaders, memberSheetRows } from "../fixtures/imports/member-sheet";
import memberSheetXlsx from "../fixtures/imports/member-sheet.xlsx?inline";
import memberSheetArXlsx from "../fixtures/imports/member-sheet-ar.xlsx?inline";
import { type XlsxCell, xlsxBytes } from "./xlsx-bytes";

// Runs in workerd: the workbooks are read as the deployed import reads them.

/** Vite inlines a binary fixture as a base64 data URL. */
const fixtureBytes = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0));

/** What each fixture row's cells read as: trimmed, dates as days, the Hijri text as written. */
const expectedRows = memberSheetRows.map((row) => [
  row.firstName,
  row.lastName,
  row.email,
  String(row.mobile),
  row.jobTitle,
  row.company,
  row.city.trim(),
  row.membershipType,
  row.expiry ? (row.expiry.hijri ? row.expiry.text : row.expiry.day) : "",
  String(row.membershipNo),
  row.memberSince.day,
  row.language,
]);

/** read-excel-file's reading of the same bytes, as text the same way: an independent reader. */
async function readExcelFileRows(bytes: Uint8Array): Promise<string[][]> {
  const rows = await readSheet(bytes.slice().buffer);
  return rows.map((row) =>
    row.map((cell: unknown) =>
      cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? "" : String(cell).trim(),
    ),
  );
}

describe("readXlsxRows on LibreOffice's workbooks", () => {
  it("reads the first sheet: English header row, then every member", async () => {
    const rows = await readXlsxRows(fixtureBytes(memberSheetXlsx));
    expect(rows[0]).toEqual([...memberSheetHeaders.en]);
    expect(rows.slice(1)).toEqual(expectedRows);
  });

  it("reads Arabic headers and Urdu and Arabic text from a right-to-left sheet", async () => {
    const rows = await readXlsxRows(fixtureBytes(memberSheetArXlsx));
    expect(rows[0]).toEqual([...memberSheetHeaders.ar]);
    expect(rows[3]?.slice(0, 2)).toEqual(["فاطمہ", "ملک"]);
    expect(rows.slice(1)).toEqual(expectedRows);
  });

  it("reads date cells as days, a phone typed as a number as its digits, a trailing space trimmed", async () => {
    const [, ayesha, imran, fatima, , , , , kamran] = await readXlsxRows(fixtureBytes(memberSheetXlsx));
    expect(ayesha?.[3]).toBe("966501234567");
    expect(ayesha?.[8]).toBe("2027-03-31"); // a dd/mm/yyyy cell
    expect(ayesha?.[10]).toBe("2019-03-14"); // a d mmm yyyy cell
    expect(imran?.[6]).toBe("riyadh");
    expect(fatima?.[8]).toBe("1448/10/03 هـ");
    expect(fatima?.[9]).toBe("1234");
    expect(kamran?.[3]).toBe("");
    expect(kamran?.[8]).toBe("");
  });

  it("reads what read-excel-file reads from both workbooks", async () => {
    for (const fixture of [memberSheetXlsx, memberSheetArXlsx]) {
      const bytes = fixtureBytes(fixture);
      expect(await readXlsxRows(bytes)).toEqual(await readExcelFileRows(bytes));
    }
  });
});

describe("readXlsxRows on cell kinds", () => {
  it("writes numbers in plain decimal, booleans as TRUE/FALSE, empty cells as empty text", async () => {
    const cells: XlsxCell[] = [
      { number: "966501234567" },
      { number: "1234" },
      { number: "12.5" },
      { number: "0.30000000000000004" },
      { number: "1.5E-7" },
      { number: "9.66501234567E+11" },
      { number: "-42" },
      true,
      false,
      null,
      "  padded  ",
      { serial: 46477 },
      { serial: 46477.75 },
    ];
    const [header, row] = await readXlsxRows(xlsxBytes([[cells.map((_, i) => `c${i}`), cells]]));
    expect(header).toHaveLength(cells.length);
    expect(row).toEqual([
      "966501234567",
      "1234",
      "12.5",
      "0.3",
      "0.00000015",
      "966501234567",
      "-42",
      "TRUE",
      "FALSE",
      "",
      "padded",
      "2027-03-31",
      "2027-03-31",
    ]);
  });

  it("reads only the first sheet, and dates of the 1904 date system", async () => {
    const bytes = xlsxBytes([[["first"], [{ serial: 45015 }]], [["second"]]], { date1904: true });
    expect(await readXlsxRows(bytes)).toEqual([["first"], ["2027-03-31"]]);
  });

  it("reads the first sheet the admin sees when the first in the workbook is hidden", async () => {
    const bytes = xlsxBytes([[["lookup lists"]], [["members"]], [["third"]]], { hiddenSheets: [0] });
    expect(await readXlsxRows(bytes)).toEqual([["members"]]);
  });

  it("keeps blank rows and skipped cells in place, and drops empty rows and columns at the end", async () => {
    const xml = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
      <row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c><c r="C1" t="inlineStr"><is><t>City</t></is></c></row>
      <row r="3"><c r="A3" t="inlineStr"><is><t>a@example.com</t></is></c><c r="C3" t="inlineStr"><is><t>Riyadh</t></is></c><c r="E3" s="0"/></row>
      <row r="4"><c r="A4" t="inlineStr"><is><t>b@example.com</t></is></c></row>
      <row r="9"><c r="A9" s="0"/><c r="F9" t="inlineStr"><is><t> </t></is></c></row>
    </sheetData></worksheet>`;
    expect(await readXlsxRows(xlsxBytes([{ xml }]))).toEqual([
      ["Email", "", "City"],
      ["", "", ""],
      ["a@example.com", "", "Riyadh"],
      ["b@example.com", "", ""],
    ]);
  });

  it("reads other programs' XML: prefixes, inline and rich text, entities, formulas, errors, ISO dates", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
      <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c>
        <x:c r="C1" t="inlineStr"><x:is><x:r><x:t>Raza </x:t></x:r><x:r><x:t xml:space="preserve">&amp; Co &lt;KSA&gt;</x:t></x:r></x:is></x:c>
        <x:c r="D1" t="str"><x:f>A1&amp;B1</x:f><x:v>Line_x000D_two &#1583;</x:v></x:c>
        <x:c r="E1" t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c>
        <x:c r="F1" t="d"><x:v>2027-03-31T00:00:00Z</x:v></x:c>
        <x:c r="G1" t="inlineStr"><x:is><x:t><![CDATA[a<b & c]]></x:t></x:is></x:c>
        <!-- a comment with <c> in it -->
      </x:row></x:sheetData></x:worksheet>`;
    const sharedStringItems =
      '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si><si><r><t>Sidd</t></r><r><rPr><b/></rPr><t>iqui</t></r></si>';
    expect(await readXlsxRows(xlsxBytes([{ xml }], { sharedStringItems }))).toEqual([
      ["東京", "Siddiqui", "Raza & Co <KSA>", "Line\rtwo د", "", "2027-03-31", "a<b & c"],
    ]);
  });

  it("reads a sheet whose XML is over 512 KB (read-excel-file fails on those in workerd)", async () => {
    const rows: XlsxCell[][] = [["Email", "Mobile", "Expiry Date"]];
    for (let i = 0; i < 6_000; i++) {
      rows.push([
        `member-${i}@example.com`,
        { number: String(966500000000 + i) },
        { serial: 46000 + (i % 900) },
      ]);
    }
    const bytes = xlsxBytes([rows], { level: 1 });
    await expect(readExcelFileRows(bytes)).rejects.toThrow(/Worker is not defined/);
    const read = await readXlsxRows(bytes);
    expect(read).toHaveLength(6_001);
    expect(read[6_000]).toEqual(["member-5999@example.com", "966500005999", "2027-07-31"]);
  });
});

describe("the XML scanner", () => {
  it("reads the same tags and text whatever pieces the XML arrives in", () => {
    const xml = `<?xml version="1.0"?><a x="1>2" y='"'><!-- <b> --><b/>text &amp; <![CDATA[<raw>]]></a>`;
    const seen = (pieceLength: number) => {
      const events: string[] = [];
      let text = "";
      const flush = () => {
        if (text) events.push(`text ${text}`);
        text = "";
      };
      const scanner = new XmlScanner({
        open: (name, attributes, empty) => {
          flush();
          events.push(`open ${name}${empty ? " empty" : ""} [${attributes}]`);
        },
        close: (name) => {
          flush();
          events.push(`close ${name}`);
        },
        // One run of text may arrive in several pieces.
        text: (raw) => {
          text += raw;
        },
      });
      for (let i = 0; i < xml.length; i += pieceLength) scanner.write(xml.slice(i, i + pieceLength));
      scanner.end();
      return events;
    };
    const whole = seen(xml.length);
    expect(whole).toEqual([
      `open a [ x="1>2" y='"']`,
      "open b empty []",
      "text text &amp; &lt;raw>",
      "close a",
    ]);
    for (const length of [1, 2, 3, 7]) expect(seen(length)).toEqual(whole);
  });
});

describe("readXlsxRows on files that are not workbooks", () => {
  const refuses = async (bytes: Uint8Array, problem = "not-xlsx") => {
    const error = await readXlsxRows(bytes).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(XlsxUnreadableError);
    expect((error as XlsxUnreadableError).problem).toBe(problem);
    expect((error as XlsxUnreadableError).message).toMatch(/xlsx|large/i);
  };

  it("throws for a zip that holds no workbook", async () => {
    await refuses(zipSync({ "readme.txt": new TextEncoder().encode("not a spreadsheet") }));
  });

  it("throws for a truncated workbook, a CSV, an empty file, and says so for an old .xls", async () => {
    const workbook = fixtureBytes(memberSheetXlsx);
    await refuses(workbook.slice(0, workbook.length / 2));
    await refuses(new TextEncoder().encode("First Name,Email\r\nAyesha,ayesha@example.com\r\n"));
    await refuses(new Uint8Array());
    await refuses(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), "legacy-xls");
  });

  it("throws for a workbook whose sheet XML is cut short or its rows out of order", async () => {
    const files: Record<string, Uint8Array> = unzipSync(xlsxBytes([[["a"]]]));
    files["xl/worksheets/sheet1.xml"] = new TextEncoder().encode("<worksheet><sheetData><row><c");
    await refuses(zipSync(files));
    const xml = '<worksheet><sheetData><row r="2"/><row r="1"/></sheetData></worksheet>';
    await refuses(xlsxBytes([{ xml }]));
  });

  it("throws too-large past the row and column limits, before holding the rows", async () => {
    const far = `<worksheet><sheetData><row r="${XLSX_LIMITS.rows + 1}"><c t="b"><v>1</v></c></row></sheetData></worksheet>`;
    await refuses(xlsxBytes([{ xml: far }]), "too-large");
    const wide =
      '<worksheet><sheetData><row r="1"><c r="XFD1" t="b"><v>1</v></c></row></sheetData></worksheet>';
    await refuses(xlsxBytes([{ xml: wide }]), "too-large");
  });
});
