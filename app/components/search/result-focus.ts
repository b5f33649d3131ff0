/** Result links carry data-result; the arrow keys move between them in page order. */
export const resultLinks = (root: HTMLElement | null): HTMLAnchorElement[] =>
  root ? [...root.querySelectorAll<HTMLAnchorElement>("a[data-result]")] : [];

/** Focuses result `index` (clamped); false when there are no results. */
export function focusResult(root: HTMLElement | null, index: number): boolean {
  const links = resultLinks(root);
  const target = links[Math.max(0, Math.min(index, links.length - 1))];
  target?.focus();
  return Boolean(target);
}

/**
 * Roving focus over the result links: ArrowDown/ArrowUp move by one, Home/End to the ends; ArrowUp
 * on the first result goes back to the search box. Enter opens the focused link (native behaviour).
 */
export function moveResultFocus(
  event: React.KeyboardEvent<HTMLElement>,
  searchBox: () => HTMLElement | null,
) {
  const links = resultLinks(event.currentTarget);
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (current === -1) return;
  const targets: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: links.length - 1,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  if (next < 0) searchBox()?.focus();
  else focusResult(event.currentTarget, next);
}
