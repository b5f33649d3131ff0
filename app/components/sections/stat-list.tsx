export type Stat = { label: string; value: string | number };

/**
 * Figures with their labels. The figure reads first on screen, but the label comes first for screen
 * readers (dt before dd, flipped visually with flex-col-reverse).
 */
export function StatList({
  stats,
  className = "grid grid-cols-2 gap-4 lg:grid-cols-4",
  itemClassName = "card",
}: {
  stats: Stat[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {stats.map(({ label, value }) => (
        <div key={label} className={`flex flex-col-reverse gap-1 text-center ${itemClassName}`}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-3xl font-bold text-brand-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
