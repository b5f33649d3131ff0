import { useId } from "react";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { controlProps, FieldError, inputClass } from "../ui/field";

export const OTHER_EVENT = "__other__";

/** The event a photo belongs to: one of the known events, or free text for any other. */
export function EventNameField({
  upcoming,
  past,
  choice,
  other,
  onChoice,
  onOther,
  error,
}: {
  upcoming: string[];
  past: string[];
  choice: string;
  other: string;
  onChoice: (value: string) => void;
  onOther: (value: string) => void;
  error?: string;
}) {
  const t = useT(eventsPageMessages);
  const id = useId();
  const selectId = `${id}-event`;
  const otherId = `${id}-other`;
  const showOther = choice === OTHER_EVENT;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-start gap-1">
        <label htmlFor={selectId} className="font-medium text-slate-800">
          {t("eventLabel")}
        </label>
        <select
          {...controlProps(selectId, { error: showOther ? undefined : error })}
          className={inputClass}
          value={choice}
          required
          onChange={(event) => onChoice(event.target.value)}
        >
          <option value="">{t("eventChoose")}</option>
          {upcoming.length ? (
            <optgroup label={t("eventUpcomingGroup")}>
              {upcoming.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {past.length ? (
            <optgroup label={t("eventPastGroup")}>
              {past.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value={OTHER_EVENT}>{t("eventOther")}</option>
        </select>
        {showOther ? null : <FieldError id={selectId} error={error} />}
      </div>
      {showOther ? (
        <div className="grid content-start gap-1">
          <label htmlFor={otherId} className="font-medium text-slate-800">
            {t("eventNameLabel")}
          </label>
          <input
            {...controlProps(otherId, { error })}
            className={inputClass}
            value={other}
            maxLength={120}
            required
            onChange={(event) => onOther(event.target.value)}
          />
          <FieldError id={otherId} error={error} />
        </div>
      ) : null}
    </div>
  );
}
