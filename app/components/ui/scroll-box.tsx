import type { ReactNode } from "react";

/**
 * A box whose content may scroll (a wide table on a phone, a long list): focusable and named, so a
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). A group, not a landmark:
 * the section around it is the region. Never wider than its container (`min-w-0 max-w-full`): as a
 * grid or flex item it would otherwise grow to its table's width. And `relative`: an absolutely
 * positioned descendant (a table's `sr-only` caption, at the table's far edge) escapes a scroller that
 * is not its containing block, so it widened the document and a phone zoomed the whole page out to
 * 1,341 px on /admin/members.
 */
export function ScrollBox({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of content, not a form's fieldset.
    <div
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard.
      tabIndex={0}
      className={`relative min-w-0 max-w-full ${className}`}
    >
      {children}
    </div>
  );
}
