import { Fragment, type ReactNode } from "react";

/**
 * Puts elements (links) where a catalog sentence has {name} slots, so each language keeps its own
 * word order around them: fillSlots("I agree to the {terms} and {privacy}", { terms, privacy }).
 */
export function fillSlots(text: string, slots: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  // split() with a capture group alternates plain text (even indexes) and slot names (odd ones).
  return parts.map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
      <Fragment key={index}>{part in slots ? slots[part] : `{${part}}`}</Fragment>
    ),
  );
}
