import type { ReactNode } from "react";

/**
 * A fieldset of checkboxes for a many-of filter (tiers, cities, languages, channels): the legend names
 * the group, each box its value. Unchecking every box means "any" for a filter.
 */
export function CheckGroup<V extends string>({
  legend,
  hint,
  error,
  errorId,
  options,
  chosen,
  onChange,
  columns = "sm:grid-cols-3",
  name,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  errorId?: string;
  options: readonly { value: V; label: ReactNode }[];
  chosen: readonly V[];
  onChange: (next: V[]) => void;
  columns?: string;
  /** The boxes' name, so an error can put the focus on the group's first box. */
  name?: string;
}) {
  const toggle = (value: V, on: boolean) =>
    onChange(
      on
        ? options.map((option) => option.value).filter((item) => item === value || chosen.includes(item))
        : chosen.filter((item) => item !== value),
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={error && errorId ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <div className={`grid gap-x-4 gap-y-1 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className="size-4"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
