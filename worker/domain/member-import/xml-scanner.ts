// A forward-only XML scanner for SpreadsheetML parts that arrive in pieces (issue 32): it reports start
// tags, end tags and the text between them, holding back only an unfinished tag between two pieces, so
// a 30 MB sheet is read without ever being one string. It does not check that the XML is well formed
// beyond what reading needs; element names lose their namespace prefix (x:row is row).

export interface XmlListener {
  /** A start tag. `attributes` is the tag's raw attribute text (see eachAttribute); `empty` for <c/>. */
  open(name: string, attributes: string, empty: boolean): void;
  close(name: string): void;
  /** Text between tags, entities not decoded yet; one run of text may come in several pieces. */
  text(raw: string): void;
}

export class XmlScanner {
  private pending = "";

  constructor(private readonly listener: XmlListener) {}

  write(chunk: string): void {
    const s = this.pending + chunk;
    this.pending = "";
    let i = 0;
    while (i < s.length) {
      const lt = s.indexOf("<", i);
      if (lt === -1) {
        this.listener.text(s.slice(i));
        return;
      }
      if (lt > i) this.listener.text(s.slice(i, lt));
      const end = tagEnd(s, lt);
      if (end === -1) {
        this.pending = s.slice(lt);
        return;
      }
      this.tag(s, lt, end);
      i = end + 1;
    }
  }

  /** Call after the last piece: throws when the XML stopped inside a tag. */
  end(): void {
    if (this.pending) throw new Error("The XML ends inside a tag");
  }

  private tag(s: string, lt: number, end: number): void {
    const kind = s.charCodeAt(lt + 1);
    if (kind === 0x3f) return; // <?xml ...?>
    if (kind === 0x21) {
      // CDATA text is literal: escape it so the listener decodes every text the same way.
      if (s.startsWith("<![CDATA[", lt)) {
        this.listener.text(
          s
            .slice(lt + 9, end - 2)
            .replaceAll("&", "&amp;")
            .replaceAll("<", "&lt;"),
        );
      }
      return; // comments, DOCTYPE
    }
    if (kind === 0x2f) {
      this.listener.close(localName(s.slice(lt + 2, end).trim()));
      return;
    }
    const empty = s.charCodeAt(end - 1) === 0x2f;
    const inner = s.slice(lt + 1, empty ? end - 1 : end);
    const space = inner.search(/[\s/]/);
    const name = space === -1 ? inner : inner.slice(0, space);
    this.listener.open(localName(name), space === -1 ? "" : inner.slice(space), empty);
  }
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** Where the tag starting at `lt` ends (its '>'), skipping quoted attribute values; -1 if not in `s`. */
function tagEnd(s: string, lt: number): number {
  if (s.charCodeAt(lt + 1) === 0x21) {
    if (s.startsWith("<!--", lt)) {
      const close = s.indexOf("-->", lt + 4);
      return close === -1 ? -1 : close + 2;
    }
    if (s.startsWith("<![CDATA[", lt)) {
      const close = s.indexOf("]]>", lt + 9);
      return close === -1 ? -1 : close + 2;
    }
  }
  for (let j = lt + 1; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === 0x3e) return j;
    if (c === 0x22 || c === 0x27) {
      j = s.indexOf(c === 0x22 ? '"' : "'", j + 1);
      if (j === -1) return -1;
    }
  }
  return -1;
}

/** Calls `each` with every attribute's local name and raw (undecoded) value. */
export function eachAttribute(raw: string, each: (name: string, value: string) => void): void {
  let i = 0;
  while (i < raw.length) {
    const eq = raw.indexOf("=", i);
    if (eq === -1) return;
    const name = raw.slice(i, eq).trim();
    let q = eq + 1;
    while (q < raw.length && raw.charCodeAt(q) <= 0x20) q++;
    const quote = raw[q];
    if (quote !== '"' && quote !== "'") return;
    const close = raw.indexOf(quote, q + 1);
    if (close === -1) return;
    each(localName(name), raw.slice(q + 1, close));
    i = close + 1;
  }
}

const entity = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text or attribute value with its entities decoded. */
export function decodeXml(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(entity, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name) return named[name] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
