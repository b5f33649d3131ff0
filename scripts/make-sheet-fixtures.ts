// Writes the member-sheet fixtures (tests/fixtures/imports/member-sheet.ts, issue 32):
//   member-sheet.fods      LibreOffice's flat XML spreadsheet: sheet "Members" (English headers), then
//                          sheet "الأعضاء" (Arabic headers, right to left), date cells with date formats
//   member-sheet.xlsx      what LibreOffice makes of it (the command is printed and in the folder's README)
//   member-sheet-ar.fods / member-sheet-ar.xlsx   the Arabic sheet alone, so it is the first sheet
//   member-sheet-excel-utf8.csv, member-sheet-unicode-text.txt   the text files Excel saves
// Run: npx tsx scripts/make-sheet-fixtures.ts (needs LibreOffice's soffice on PATH).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  type MemberSheetRow,
  memberSheetHeaders,
  memberSheetRows,
  memberSheetTextFixtures,
  type SheetDate,
} from "../tests/fixtures/imports/member-sheet";

const folder = path.join(import.meta.dirname, "../tests/fixtures/imports");

const xmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const textCell = (text: string) =>
  text === ""
    ? "<table:table-cell/>"
    : `<table:table-cell office:value-type="string"><text:p>${xmlText(text)}</text:p></table:table-cell>`;

const numberCell = (value: number, style: string) =>
  `<table:table-cell table:style-name="${style}" office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;

function dateCell(date: SheetDate | null, style: string): string {
  if (!date) return "<table:table-cell/>";
  if (date.hijri) return textCell(date.text);
  return `<table:table-cell table:style-name="${style}" office:value-type="date" office:date-value="${date.day}"><text:p>${date.day}</text:p></table:table-cell>`;
}

function rowXml(row: MemberSheetRow): string {
  const cells = [
    textCell(row.firstName),
    textCell(row.lastName),
    textCell(row.email),
    typeof row.mobile === "number" ? numberCell(row.mobile, "ce_whole") : textCell(row.mobile),
    textCell(row.jobTitle),
    textCell(row.company),
    textCell(row.city),
    textCell(row.membershipType),
    dateCell(row.expiry, "ce_day_month_year"),
    typeof row.membershipNo === "number"
      ? numberCell(row.membershipNo, "Default")
      : textCell(row.membershipNo),
    dateCell(row.memberSince, "ce_day_month_name"),
    textCell(row.language),
  ];
  return `<table:table-row>${cells.join("")}</table:table-row>`;
}

function tableXml(name: string, headers: readonly string[], rightToLeft: boolean): string {
  const style = rightToLeft ? ' table:style-name="ta_rtl"' : "";
  return [
    `<table:table table:name="${xmlText(name)}"${style}>`,
    `<table:table-column table:number-columns-repeated="${headers.length}"/>`,
    `<table:table-row>${headers.map(textCell).join("")}</table:table-row>`,
    ...memberSheetRows.map(rowXml),
    "</table:table>",
  ].join("\n");
}

const styles = `<office:automatic-styles>
<number:date-style style:name="N_DMY"><number:day number:style="long"/><number:text>/</number:text><number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/></number:date-style>
<number:date-style style:name="N_DMONY"><number:day/><number:text> </number:text><number:month number:textual="true"/><number:text> </number:text><number:year number:style="long"/></number:date-style>
<number:number-style style:name="N_WHOLE"><number:number number:decimal-places="0" number:min-decimal-places="0" number:min-integer-digits="1"/></number:number-style>
<style:style style:name="ce_day_month_year" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N_DMY"/>
<style:style style:name="ce_day_month_name" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N_DMONY"/>
<style:style style:name="ce_whole" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N_WHOLE"/>
<style:style style:name="ta_rtl" style:family="table"><style:table-properties table:display="true" style:writing-mode="rl-tb"/></style:style>
</office:automatic-styles>`;

function fods(tables: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
${styles}
<office:body><office:spreadsheet>
${tables.join("\n")}
</office:spreadsheet></office:body>
</office:document>
`;
}

const english = tableXml("Members", memberSheetHeaders.en, false);
const arabic = tableXml("الأعضاء", memberSheetHeaders.ar, true);
writeFileSync(path.join(folder, "member-sheet.fods"), fods([english, arabic]));
writeFileSync(path.join(folder, "member-sheet-ar.fods"), fods([arabic]));
for (const [name, bytes] of Object.entries(memberSheetTextFixtures))
  writeFileSync(path.join(folder, name), bytes);

// A profile of its own, so a LibreOffice someone has open does not take the conversion over.
const convert = [
  "-env:UserInstallation=file:///tmp/sppc-soffice-profile",
  "--headless",
  "--convert-to",
  "xlsx:Calc MS Excel 2007 XML",
  "--outdir",
  folder,
  path.join(folder, "member-sheet.fods"),
  path.join(folder, "member-sheet-ar.fods"),
];
console.log(`soffice ${convert.map((arg) => (arg.includes(" ") ? `"${arg}"` : arg)).join(" ")}`);
execFileSync("soffice", convert, { stdio: "inherit" });
