import { type FormEvent, useId, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { inputClass } from "../../ui/field";
import type { FilterSpec } from "./resource";

/**
 * The list's filters in a search landmark: a select or a date applies at once; what is typed in a text box
 * applies on the apply button (or Enter), so the list does not reload on every key.
 */
export function Filters<F extends object>({
  label,
  specs,
  value,
  initial,
  buttons,
  onChange,
}: {
  label?: string;
  specs: FilterSpec<F>[];
  value: F;
  initial: F;
  buttons?: { apply: string; clear: string };
  onChange: (next: F) => void;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const [typed, setTyped] = useState<F>(value);
  const texts = specs.filter((spec) => spec.kind === "search");
  const changed = texts.some((spec) => value[spec.name] !== initial[spec.name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...value };
    for (const spec of texts) next[spec.name] = String(typed[spec.name] ?? "").trim() as F[keyof F & string];
    onChange(next);
  };
  const clear = () => {
    const next = { ...value };
    for (const spec of texts) next[spec.name] = initial[spec.name];
    setTyped(next);
    onChange(next);
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        {specs.map((spec) => {
          const control = `${id}-${spec.name}`;
          const hint = spec.hint ? `${control}-hint` : undefined;
          return (
            <div key={spec.name} className="grid min-w-48 gap-1">
              <label htmlFor={control} className="text-sm font-semibold text-slate-800">
                {spec.label}
              </label>
              {spec.kind === "select" ? (
                <select
                  id={control}
                  value={String(value[spec.name] ?? "")}
                  onChange={(event) => onChange({ ...value, [spec.name]: event.target.value })}
                  className={inputClass}
                >
                  {spec.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : spec.kind === "date" ? (
                <input
                  id={control}
                  type="date"
                  aria-describedby={hint}
                  value={String(value[spec.name] ?? "")}
                  onChange={(event) => onChange({ ...value, [spec.name]: event.target.value })}
                  className={inputClass}
                />
              ) : (
                <input
                  id={control}
                  type="search"
                  dir="auto"
                  aria-describedby={hint}
                  value={String(typed[spec.name] ?? "")}
                  onChange={(event) => setTyped({ ...typed, [spec.name]: event.target.value })}
                  className={inputClass}
                />
              )}
              {/* Kept for every box (empty without a hint) so the row's controls line up. */}
              <p id={hint} className="min-h-4 text-xs text-slate-600">
                {spec.hint}
              </p>
            </div>
          );
        })}
        {texts.length > 0 ? (
          <div className="mb-5 flex gap-2">
            <button type="submit" className="btn-outline">
              {buttons?.apply ?? t("search")}
            </button>
            {changed ? (
              <button type="button" className="btn-ghost" onClick={clear}>
                {buttons?.clear ?? t("clearFilters")}
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
    </search>
  );
}
