import { useId } from "react";
import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";
import { useCityOptions } from "../../lib/member-cities";
import { inputClass } from "../ui/field";
import type { InsightFilters } from "./insights-queries";

/** The date range (Riyadh days) and city every report on the page follows; a change reloads them. */
export function InsightsFilters({
  filters,
  onChange,
}: {
  filters: InsightFilters;
  onChange: (next: InsightFilters) => void;
}) {
  const t = useT(adminInsightsMessages);
  const cities = useCityOptions();
  const id = useId();
  const set = (key: keyof InsightFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  return (
    <fieldset className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-800">{t("filtersLabel")}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <label htmlFor={`${id}-from`} className="grid gap-1 text-sm font-medium text-slate-700">
          {t("from")}
          <input
            id={`${id}-from`}
            type="date"
            dir="ltr"
            className={inputClass}
            value={filters.from}
            max={filters.to || undefined}
            onChange={set("from")}
          />
        </label>
        <label htmlFor={`${id}-to`} className="grid gap-1 text-sm font-medium text-slate-700">
          {t("to")}
          <input
            id={`${id}-to`}
            type="date"
            dir="ltr"
            className={inputClass}
            value={filters.to}
            min={filters.from || undefined}
            onChange={set("to")}
          />
        </label>
        <label htmlFor={`${id}-city`} className="grid gap-1 text-sm font-medium text-slate-700">
          {t("city")}
          <select id={`${id}-city`} className={inputClass} value={filters.city} onChange={set("city")}>
            <option value="">{t("allCities")}</option>
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-slate-600">{t("filtersNote")}</p>
    </fieldset>
  );
}
