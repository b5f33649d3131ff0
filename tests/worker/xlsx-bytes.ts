// Small .xlsx workbooks built part by part (SpreadsheetML in a zip), for the cell kinds and sizes the
// LibreOffice fixture does not have. The fixture itself comes from LibreOffice (tests/fixtures/imports).
import { zipSync } from "fflate";

/** A cell: text (shared string), a number as written in the XML, a boolean, a date serial, or empty. */
export type XlsxCell = string | { number: string } | boolean | { serial: number } | null;

const xmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const column = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);

function sheetXml(rows: XlsxCell[][], strings: Map<string, number>): string {
  const rowXml = rows.map((cells, r) => {
    const cellXml = cells.map((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (cell === null) return "";
      if (typeof cell === "string") {
        if (!strings.has(cell)) strings.set(cell, strings.size);
        return `<c r="${ref}" t="s"><v>${strings.get(cell)}</v></c>`;
      }
      if (typeof cell === "boolean") return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
      if ("serial" in cell) return `<c r="${ref}" s="1"><v>${cell.serial}</v></c>`;
      return `<c r="${ref}"><v>${cell.number}</v></c>`;
    });
    return `<row r="${r + 1}">${cellXml.join("")}</row>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml.join("")}</sheetData></worksheet>`;
}

const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const encode = (text: string) => new TextEncoder().encode(text);

/** A sheet: rows of cells, or a worksheet part's whole XML as another program writes it. */
export type XlsxSheet = XlsxCell[][] | { xml: string };

/**
 * A workbook of one sheet per entry of `sheets` (in that order). `level` is the deflate level (0 stores);
 * `date1904` marks the Mac 1904 date system; `strings` are shared strings before the sheets' own, and
 * `sharedStringItems` replaces them all with raw <si> elements; `hiddenSheets` are indices of hidden ones.
 */
export function xlsxBytes(
  sheets: XlsxSheet[],
  options: {
    level?: 0 | 1 | 6;
    date1904?: boolean;
    strings?: string[];
    sharedStringItems?: string;
    hiddenSheets?: number[];
  } = {},
) {
  const strings = new Map<string, number>((options.strings ?? []).map((text, i) => [text, i]));
  const sheetFiles = Object.fromEntries(
    sheets.map((sheet, i) => [
      `xl/worksheets/sheet${i + 1}.xml`,
      encode("xml" in sheet ? sheet.xml : sheetXml(sheet, strings)),
    ]),
  );
  const sheetList = sheets.map((_, i) => {
    const state = options.hiddenSheets?.includes(i) ? ' state="hidden"' : "";
    return `<sheet name="Sheet${i + 1}" sheetId="${i + 1}"${state} r:id="rId${i + 1}"/>`;
  });
  const sheetRels = sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${relationships}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  const stringItems = [...strings.keys()].map(
    (text) => `<si><t xml:space="preserve">${xmlText(text)}</t></si>`,
  );
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": encode(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ),
    "_rels/.rels": encode(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": encode(
      `<?xml version="1.0" encoding="UTF-8"?><workbook ${main} xmlns:r="${relationships}"><workbookPr${options.date1904 ? ' date1904="1"' : ""}/><sheets>${sheetList.join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": encode(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join("")}<Relationship Id="rIdS" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`,
    ),
    // Style 1 is the built-in day format 14 (m/d/yyyy, shown in the reader's locale).
    "xl/styles.xml": encode(
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet ${main}><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
    "xl/sharedStrings.xml": encode(
      `<?xml version="1.0" encoding="UTF-8"?><sst ${main} count="${strings.size}" uniqueCount="${strings.size}">${options.sharedStringItems ?? stringItems.join("")}</sst>`,
    ),
    ...sheetFiles,
  };
  return zipSync(files, { level: options.level ?? 6 });
}
