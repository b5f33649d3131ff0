import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { segmentAttendance } from "../../../worker/contract/campaigns";
import { memberCities, memberCityNames } from "../../../worker/contract/cities";
import { languages, membershipTierIds } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { adminEventsBase, fetchAdminEvents } from "../admin-events/queries";
import { controlProps, Field, inputClass } from "../ui/field";
import type { SegmentForm } from "./campaign-form";
import { CheckGroup } from "./check-group";
import { attendanceLabel, languageLabel, riyadhText, tierLabel } from "./labels";

type DayField = "expiresWithinDays" | "joinedWithinDays";

const eventsQuery = { queryKey: [adminEventsBase, "campaign-picker"], queryFn: fetchAdminEvents };

/** The filters of a segment. Every change goes up at once; the count below follows it. */
export function SegmentBuilder({
  value,
  onChange,
  dayErrors,
}: {
  value: SegmentForm;
  onChange: (next: SegmentForm) => void;
  /** The day boxes whose text is not a whole number of days (said under each box). */
  dayErrors: DayField[];
}) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const id = useId();
  const set = (change: Partial<SegmentForm>) => onChange({ ...value, ...change });
  const events = useQuery(eventsQuery);
  const dayError = (field: DayField) => (dayErrors.includes(field) ? t("daysError") : undefined);

  const dayBox = (field: DayField, label: string, hint: string) => {
    const boxId = `${id}-${field}`;
    const error = dayError(field);
    return (
      <Field id={boxId} label={label} hint={hint} error={error}>
        <input
          {...controlProps(boxId, { hint, error })}
          name={field}
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          step={1}
          dir="ltr"
          className={inputClass}
          value={value[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      </Field>
    );
  };

  const sortedEvents = [...(events.data ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const hasEvents = value.eventIds.length > 0;

  return (
    <div className="grid gap-5">
      <CheckGroup
        legend={t("fieldTiers")}
        options={membershipTierIds.map((tier) => ({ value: tier, label: t(tierLabel[tier]) }))}
        chosen={value.tiers}
        onChange={(tiers) => set({ tiers })}
      />
      <CheckGroup
        legend={t("fieldCities")}
        columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
        options={memberCities.map((city) => ({ value: city, label: memberCityNames[city][language] }))}
        chosen={value.cities}
        onChange={(cities) => set({ cities })}
      />
      <CheckGroup
        legend={t("fieldLanguages")}
        options={languages.map((item) => ({ value: item, label: t(languageLabel[item]) }))}
        chosen={value.languages}
        onChange={(chosen) => set({ languages: chosen })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-status`} label={t("fieldStatus")}>
          <select
            id={`${id}-status`}
            name="status"
            className={inputClass}
            value={value.status}
            onChange={(event) => set({ status: event.target.value as SegmentForm["status"] })}
          >
            <option value="">{t("statusAny")}</option>
            <option value="active">{t("statusActive")}</option>
            <option value="expired">{t("statusExpired")}</option>
          </select>
        </Field>
        {dayBox("expiresWithinDays", t("fieldExpires"), t("fieldExpiresHint"))}
        {dayBox("joinedWithinDays", t("fieldJoined"), t("fieldJoinedHint"))}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("fieldEvents")}</legend>
        <p className="text-xs text-slate-600">{t("fieldEventsHint")}</p>
        {events.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("eventsLoadError")}
          </p>
        ) : events.data && sortedEvents.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noEvents")}</p>
        ) : (
          <ul className="grid max-h-60 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {sortedEvents.map((event) => (
              <li key={event.id}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0"
                    checked={value.eventIds.includes(event.id)}
                    onChange={(change) =>
                      set({
                        eventIds: change.target.checked
                          ? [...value.eventIds, event.id]
                          : value.eventIds.filter((eventId) => eventId !== event.id),
                      })
                    }
                  />
                  <span>
                    {event.name}
                    <span className="ms-2 text-slate-600">{riyadhText(language, event.startsAt)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <Field
          id={`${id}-attendance`}
          label={t("fieldAttendance")}
          hint={hasEvents ? undefined : t("attendanceNeedsEvents")}
          className="sm:max-w-sm"
        >
          <select
            {...controlProps(`${id}-attendance`, {
              hint: hasEvents ? undefined : t("attendanceNeedsEvents"),
            })}
            name="attendance"
            className={inputClass}
            disabled={!hasEvents}
            value={value.attendance}
            onChange={(event) => set({ attendance: event.target.value as SegmentForm["attendance"] })}
          >
            <option value="">{t("attendanceRegistered")}</option>
            {segmentAttendance
              .filter((item) => item !== "registered")
              .map((item) => (
                <option key={item} value={item}>
                  {t(attendanceLabel[item])}
                </option>
              ))}
          </select>
        </Field>
      </fieldset>
    </div>
  );
}
