import { type FormEvent, useId, useState } from "react";
import {
  type AsrMethod,
  asrMethods,
  type Language,
  languages,
  type ProfileTimeZone,
  profileTimeZones,
} from "../../../worker/contract/enums";
import type { CurrentUser } from "../../../worker/contract/user";
import { useLanguage, useT } from "../../i18n";
import { isLanguage } from "../../i18n/language";
import { profileMessages } from "../../i18n/messages/profile";
import { Field, inputClass } from "../ui/field";
import { useProfileSave } from "./use-profile-save";

/** Each interface language is named in itself (as in the header's switch), so anyone finds their own. */
const languageNames: Record<Language, string> = { en: "English", ar: "العربية", ur: "اردو" };

const timeZoneKeys = {
  "Asia/Riyadh": "timeZoneRiyadh",
  "Asia/Karachi": "timeZoneKarachi",
  UTC: "timeZoneUtc",
} as const satisfies Record<ProfileTimeZone, string>;

const asrMethodKeys = { standard: "asrStandard", hanafi: "asrHanafi" } as const satisfies Record<
  AsrMethod,
  string
>;
const isAsrMethod = (value: string): value is AsrMethod => (asrMethods as readonly string[]).includes(value);

const isTimeZone = (value: string): value is ProfileTimeZone =>
  (profileTimeZones as readonly string[]).includes(value);

export function PreferencesForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const id = useId();
  const { setLanguage } = useLanguage();
  const { save, isPending, invalidFields } = useProfileSave();
  const [prayerTimesEnabled, setPrayerTimes] = useState(user.prayerTimesEnabled);
  const [preferredLanguage, setPreferredLanguage] = useState<Language>(user.preferredLanguage);
  const [timeZone, setTimeZone] = useState<ProfileTimeZone>(
    isTimeZone(user.timeZone) ? user.timeZone : "Asia/Riyadh",
  );

  const [asrMethod, setAsrMethod] = useState<AsrMethod>(user.asrMethod ?? "standard");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The spec's payload as it is; the Asr method (not in the spec) only when the member changed it.
    const asrChange = asrMethod === (user.asrMethod ?? "standard") ? {} : { asrMethod };
    const saved = await save({ prayerTimesEnabled, preferredLanguage, timeZone, ...asrChange });
    // The saved language becomes the interface language straight away.
    if (saved) setLanguage(saved.preferredLanguage);
  }

  const invalid = (name: string) => (invalidFields.has(name) ? true : undefined);
  return (
    <form onSubmit={onSubmit} className="card grid gap-6">
      <h2 className="text-xl font-bold text-slate-900">{t("preferencesHeading")}</h2>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <span id={`${id}-prayer`} className="text-sm font-semibold text-slate-800">
            {t("prayerTimes")}
          </span>
          <span id={`${id}-prayer-hint`} className="text-sm text-slate-600">
            {t("prayerTimesHint")}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={prayerTimesEnabled}
          aria-labelledby={`${id}-prayer`}
          aria-describedby={`${id}-prayer-hint`}
          onClick={() => setPrayerTimes((value) => !value)}
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${
            prayerTimesEnabled ? "bg-brand-700" : "bg-slate-400"
          }`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${
              prayerTimesEnabled ? "start-6" : "start-1"
            }`}
          />
        </button>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-language`} label={t("interfaceLanguage")}>
          <select
            id={`${id}-language`}
            value={preferredLanguage}
            aria-invalid={invalid("preferredLanguage")}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setPreferredLanguage(event.target.value);
            }}
            className={inputClass}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-zone`} label={t("timeZone")}>
          <select
            id={`${id}-zone`}
            value={timeZone}
            aria-invalid={invalid("timeZone")}
            onChange={(event) => {
              if (isTimeZone(event.target.value)) setTimeZone(event.target.value);
            }}
            className={inputClass}
          >
            {profileTimeZones.map((zone) => (
              <option key={zone} value={zone}>
                {t(timeZoneKeys[zone])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-asr`} label={t("asrMethod")} hint={t("asrMethodHint")}>
          <select
            id={`${id}-asr`}
            value={asrMethod}
            aria-invalid={invalid("asrMethod")}
            aria-describedby={`${id}-asr-hint`}
            onChange={(event) => {
              if (isAsrMethod(event.target.value)) setAsrMethod(event.target.value);
            }}
            className={inputClass}
          >
            {asrMethods.map((method) => (
              <option key={method} value={method}>
                {t(asrMethodKeys[method])}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <button type="submit" disabled={isPending} className="btn-primary">
          {isPending ? t("saving") : t("savePreferences")}
        </button>
      </div>
    </form>
  );
}
