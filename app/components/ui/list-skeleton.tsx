/**
 * Grey rows standing where a list will appear, about as tall as the list usually is, so what follows
 * it does not jump down when the data arrives (layout shift). Screen readers hear `label` once.
 */
export function ListSkeleton({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  /** The height of one real row, for example "h-32". */
  rowClassName: string;
}) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical and never reorder.
          key={row}
          aria-hidden="true"
          className={`rounded-lg border border-slate-200 bg-slate-100 motion-safe:animate-pulse ${rowClassName}`}
        />
      ))}
    </div>
  );
}
