import { useId } from "react";
import { inputClass } from "../../ui/field";
import type { FilterSpec } from "./resource";

/** The list's filters, each a labelled select or search box; a change reloads the list. */
export function Filters<F extends object>({
  specs,
  value,
  onChange,
}: {
  specs: FilterSpec<F>[];
  value: F;
  onChange: (next: F) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      {specs.map((spec) => {
        const control = `${id}-${spec.name}`;
        const current = String(value[spec.name] ?? "");
        const set = (next: string) => onChange({ ...value, [spec.name]: next });
        return (
          <div key={spec.name} className="grid min-w-48 gap-1">
            <label htmlFor={control} className="text-sm font-semibold text-slate-800">
              {spec.label}
            </label>
            {spec.kind === "select" ? (
              <select
                id={control}
                value={current}
                onChange={(event) => set(event.target.value)}
                className={inputClass}
              >
                {spec.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={control}
                type="search"
                dir="auto"
                value={current}
                placeholder={spec.placeholder}
                onChange={(event) => set(event.target.value)}
                className={inputClass}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
