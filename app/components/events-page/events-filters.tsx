import { type EventCity, eventCities, eventTypes } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { type EventsPageTexts, eventsPageMessages } from "../../i18n/messages/events-page";
import { eventTypeKey } from "../events/event-format";
import { inputClass } from "../ui/field";
import type { EventsSearch } from "./events-search";

export const cityKey = {
  riyadh: "cityRiyadh",
  khobar: "cityKhobar",
  dammam: "cityDammam",
} as const satisfies Record<EventCity, keyof EventsPageTexts>;

/** City and type: each change goes into the URL, so a filtered list can be shared and survives a reload. */
export function EventsFilters({
  search,
  onChange,
}: {
  search: EventsSearch;
  onChange: (next: EventsSearch) => void;
}) {
  const t = useT(eventsPageMessages);
  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="sr-only">{t("filtersLabel")}</legend>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        {t("filterCity")}
        <select
          name="city"
          value={search.city ?? ""}
          onChange={(e) => onChange({ ...search, city: eventCities.find((city) => city === e.target.value) })}
          className={inputClass}
        >
          <option value="">{t("allCities")}</option>
          {eventCities.map((city) => (
            <option key={city} value={city}>
              {t(cityKey[city])}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        {t("filterType")}
        <select
          name="type"
          value={search.type ?? ""}
          onChange={(e) => onChange({ ...search, type: eventTypes.find((type) => type === e.target.value) })}
          className={inputClass}
        >
          <option value="">{t("allTypes")}</option>
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {t(eventTypeKey[type])}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
