import { Fragment, type ReactNode } from "react";

/**
 * A catalog text with {placeholders} filled by elements (a name in <bdi>, a nested sentence), where
 * the catalog's own interpolation only takes strings. Unknown placeholders stay as written.
 */
export function fillTemplate(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && name in parts ? parts[name] : piece;
    // Pieces never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    return <Fragment key={index}>{part}</Fragment>;
  });
}
