import { splitPostText } from "../../../worker/contract/post-text";

/**
 * A member's plain text as React text nodes: http(s) links open in a new tab, #hashtags and
 * @mentions are styled. Nothing is ever parsed as HTML, so no markup a member types can run.
 */
export function PostText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line wrap-anywhere text-slate-800" dir="auto">
      {splitPostText(text).map((piece, index) => {
        const key = `${index}-${piece.kind}`;
        switch (piece.kind) {
          case "link":
            return (
              <a
                key={key}
                href={piece.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline break-all"
              >
                {piece.text}
              </a>
            );
          case "hashtag":
            return (
              <span key={key} className="font-medium text-brand-700" data-kind="hashtag">
                {piece.text}
              </span>
            );
          case "mention":
            return (
              <span key={key} className="font-medium text-emerald-800" data-kind="mention">
                {piece.text}
              </span>
            );
          default:
            return <span key={key}>{piece.text}</span>;
        }
      })}
    </p>
  );
}
