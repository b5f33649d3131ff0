// The parts of an .xlsx workbook (a zip of SpreadsheetML) that reading its first sheet needs: where the
// workbook and its first sheet are, the shared strings, which cell styles show dates, the date system.
// Small parts are inflated whole; the sheet itself is inflated in pieces (streamSheet).
import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { decodeXml, eachAttribute, XmlScanner } from "./xml-scanner";

/** The most XML the shared strings and styles may unpack to; a sheet's XML is streamed instead. */
const MAX_PART_BYTES = 64 * 1024 * 1024;
const PIECE = 64 * 1024;

export class PartError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export type Workbook = {
  sheetPath: string;
  sharedStrings: string[];
  /** By cell style index (the `s` of a cell): whether the style's number format shows a date. */
  dateStyles: boolean[];
  date1904: boolean;
};

const decoder = new TextDecoder();

/** The parts named, inflated; missing parts are absent. */
function inflateParts(bytes: Uint8Array, names: string[]): Record<string, string> {
  const wanted = new Set(names);
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted.has(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new PartError(`${file.name} is too large`, true);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof PartError) throw error;
    throw new PartError(`not a zip archive (${error instanceof Error ? error.message : error})`);
  }
  return Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, decoder.decode(part)]));
}

/** Runs `open` over every start tag of a whole XML text. */
function eachTag(xml: string, open: (name: string, attributes: string) => void, close = (_: string) => {}) {
  const scanner = new XmlScanner({ open, close, text: () => {} });
  scanner.write(xml);
  scanner.end();
}

/** A relationship target resolved against the folder of the part that names it. */
function resolve(from: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = from.split("/").slice(0, -1);
  for (const piece of target.split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== ".") parts.push(piece);
  }
  return parts.join("/");
}

const relsOf = (part: string) => part.replace(/([^/]*)$/, "_rels/$1.rels");

function relationships(xml: string | undefined, from: string): { id: string; type: string; path: string }[] {
  const found: { id: string; type: string; path: string }[] = [];
  if (xml === undefined) return found;
  eachTag(xml, (name, attributes) => {
    if (name !== "Relationship") return;
    const values: Record<string, string> = {};
    eachAttribute(attributes, (key, value) => {
      values[key] = decodeXml(value);
    });
    if (values.TargetMode === "External") return;
    found.push({ id: values.Id ?? "", type: values.Type ?? "", path: resolve(from, values.Target ?? "") });
  });
  return found;
}

export function readWorkbook(bytes: Uint8Array): Workbook {
  const root = relationships(inflateParts(bytes, ["_rels/.rels"])["_rels/.rels"], "");
  const workbookPath = root.find((r) => r.type.endsWith("/officeDocument"))?.path ?? "xl/workbook.xml";
  const main = inflateParts(bytes, [workbookPath, relsOf(workbookPath)]);
  const workbookXml = main[workbookPath];
  if (workbookXml === undefined) throw new PartError("no workbook part");
  const links = relationships(main[relsOf(workbookPath)], workbookPath);

  // The first sheet a person sees: the first in tab order that is not hidden (else the very first).
  const sheetIds: { id: string; hidden: boolean }[] = [];
  let date1904 = false;
  eachTag(workbookXml, (name, attributes) => {
    if (name === "workbookPr") {
      eachAttribute(attributes, (key, value) => {
        if (key === "date1904") date1904 = value === "1" || value === "true";
      });
    } else if (name === "sheet") {
      const sheet = { id: "", hidden: false };
      eachAttribute(attributes, (key, value) => {
        if (key === "id") sheet.id = value;
        else if (key === "state") sheet.hidden = value !== "visible";
      });
      sheetIds.push(sheet);
    }
  });
  const firstSheetId = (sheetIds.find((sheet) => !sheet.hidden) ?? sheetIds[0])?.id;
  const sheetPath = links.find((r) => r.id === firstSheetId)?.path;
  if (!sheetPath) throw new PartError("no sheet");
  const stringsPath = links.find((r) => r.type.endsWith("/sharedStrings"))?.path;
  const stylesPath = links.find((r) => r.type.endsWith("/styles"))?.path;
  const parts = inflateParts(
    bytes,
    [stringsPath, stylesPath].filter((p) => p !== undefined),
  );
  return {
    sheetPath,
    sharedStrings:
      stringsPath && parts[stringsPath] !== undefined ? readSharedStrings(parts[stringsPath]) : [],
    dateStyles: stylesPath && parts[stylesPath] !== undefined ? readDateStyles(parts[stylesPath]) : [],
    date1904,
  };
}

/**
 * Copies a string out of the piece of XML it was cut from: V8 keeps a long slice as a view of the
 * whole piece, and the rows would then hold every piece of the file.
 */
export const ownCopy = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

/** OOXML writes characters XML cannot hold as _xHHHH_ (a carriage return is _x000D_). */
export const decodeCellText = (raw: string) =>
  ownCopy(
    decodeXml(raw).replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
  );

function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let item: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  const scanner = new XmlScanner({
    open(name, _attributes, empty) {
      if (name === "si") item = [];
      else if (name === "rPh") phonetic += empty ? 0 : 1;
      else if (name === "t" && !empty && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic--;
      else if (name === "si" && item) {
        strings.push(decodeCellText(item.join("")));
        item = null;
      }
    },
    text(raw) {
      if (inText && item) item.push(raw);
    },
  });
  scanner.write(xml);
  scanner.end();
  return strings;
}

/** Built-in number formats that show a day: 14-17 and 22 everywhere, 27-36 and 50-58 in East Asia. */
const builtInDates = new Set([
  14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A format code shows a date when, without its quoted text, escapes and [brackets], it has d or y. */
const isDateCode = (code: string) => /[dy]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, ""));

function readDateStyles(xml: string): boolean[] {
  const codes = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  eachTag(
    xml,
    (name, attributes) => {
      if (name === "cellXfs") inCellXfs = true;
      const values: Record<string, string> = {};
      eachAttribute(attributes, (key, value) => {
        values[key] = value;
      });
      const id = Number(values.numFmtId ?? 0);
      if (name === "numFmt") codes.set(id, decodeXml(values.formatCode ?? ""));
      else if (name === "xf" && inCellXfs) {
        const code = codes.get(id);
        styles.push(code === undefined ? builtInDates.has(id) : isDateCode(code));
      }
    },
    (name) => {
      if (name === "cellXfs") inCellXfs = false;
    },
  );
  return styles;
}

/**
 * Inflates the part at `path` piece by piece, handing each piece of text to `onText`. Throws a
 * PartError when the archive is broken, the part is missing, or its text passes `maxChars`.
 */
export function streamPart(
  bytes: Uint8Array,
  path: string,
  maxChars: number,
  onText: (text: string) => void,
) {
  const pieceDecoder = new TextDecoder();
  let found = false;
  let done = false;
  let chars = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    if (file.name !== path || found) return;
    found = true;
    file.ondata = (error, data, final) => {
      if (failure || done) return;
      try {
        if (error) throw new PartError(`the sheet does not inflate (${error.message})`);
        const text = pieceDecoder.decode(data, { stream: !final });
        chars += text.length;
        if (chars > maxChars) throw new PartError("the sheet is too large", true);
        onText(text);
        if (final) done = true;
      } catch (caught) {
        failure = caught;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure && !done; at += PIECE) {
      unzip.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
    }
  } catch (error) {
    throw new PartError(`not a zip archive (${error instanceof Error ? error.message : error})`);
  }
  if (failure) throw failure;
  if (!found) throw new PartError(`no ${path}`);
  if (!done) throw new PartError(`${path} is cut short`);
}
