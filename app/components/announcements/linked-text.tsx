import { Fragment, type ReactNode } from "react";
import { campaignLinkPattern } from "../../../worker/contract/campaigns";

/** One line, with its web addresses as links (the mail's rule: http(s) only, sentence punctuation left out). */
function linkedLine(line: string, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of line.matchAll(campaignLinkPattern)) {
    const url = match[0];
    const start = match.index;
    if (start > at) parts.push(line.slice(at, start));
    parts.push(
      <a
        key={`${key}-${start}`}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-semibold text-brand-700 underline"
      >
        {url}
      </a>,
    );
    at = start + url.length;
  }
  if (at < line.length) parts.push(line.slice(at));
  return parts;
}

/**
 * Plain text as the admin wrote it, shown as the mail shows it (worker/domain/campaigns/campaign-mail.ts
 * bodyHtml): blank lines part paragraphs, single line breaks stay, web addresses become links. React
 * elements, never HTML: nothing in the text can become markup.
 */
export function LinkedText({ text }: { text: string }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        // The text never changes while shown: its position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
        <p key={p}>
          {paragraph.split("\n").map((line, l) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed paragraph
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {linkedLine(line, `${p}-${l}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
