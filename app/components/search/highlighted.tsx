import { highlightParts } from "../../../worker/contract/search-highlight";

/** Text with the server's match markers shown as <mark>; everything stays text (React escapes it). */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
