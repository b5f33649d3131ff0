import type { ReactNode } from "react";

/**
 * Puts an element (a link) where a catalog sentence has {slot}, so each language keeps its own word
 * order around the link instead of the page gluing sentence fragments together.
 */
export function fillSlot(text: string, slot: string, node: ReactNode): ReactNode {
  const [before, ...rest] = text.split(`{${slot}}`);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      {node}
      {rest.join("")}
    </>
  );
}
