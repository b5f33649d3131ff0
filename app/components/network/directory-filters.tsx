import { useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { spokenLanguages } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import { onboardingMessages } from "../../i18n/messages/onboarding";
import { profileMessages } from "../../i18n/messages/profile";
import { cityChoice, useCityOptions } from "../../lib/member-cities";
import type { DirectoryFilters } from "../../queries/members";
import { industryOptions } from "../onboarding/options";
import { spokenLanguageLabel } from "../profile/languages-field";
import { inputClass } from "../ui/field";
import { SearchBox } from "../ui/search-box";

const textFilters = ["profession", "company", "skill"] as const;

/** The search box and filters; submitting puts them in the address (page 1), so results can be shared. */
export function DirectoryFilterForm({ filters }: { filters: DirectoryFilters }) {
  const t = useT(networkMessages);
  const tOnboarding = useT(onboardingMessages);
  const tProfile = useT(profileMessages);
  const navigate = useNavigate();
  const id = useId();
  const cities = useCityOptions();
  // An address may carry a city in any spelling (the API reads it): the select shows its city, or
  // (text naming none) that text as it is, so submitting again keeps the filter.
  const cityValue = cityChoice(filters.city) || (filters.city ?? "");
  const hasFilters = Object.entries(filters).some(([key, value]) => key !== "page" && value);
  return (
    <search>
      {/* Keyed by the filters so Back and Clear refill the fields. */}
      <form
        key={JSON.stringify(filters)}
        className="card grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const search: DirectoryFilters = {};
          for (const name of ["q", ...textFilters, "city", "industry", "language"] as const) {
            const value = data.get(name);
            if (typeof value === "string" && value.trim()) search[name] = value.trim();
          }
          void navigate({ to: "/members", search });
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t("searchLabel")}
          </label>
          <SearchBox
            id={`${id}-q`}
            name="q"
            defaultValue={filters.q}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
          />
          <button type="submit" className="btn-primary px-6">
            {t("submit")}
          </button>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">{t("filtersTitle")}</legend>
          {textFilters.map((name) => (
            <div key={name} className="grid gap-1">
              <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">
                {t(name)}
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                defaultValue={filters[name]}
                maxLength={100}
                className={inputClass}
              />
            </div>
          ))}
          <div className="grid gap-1">
            <label htmlFor={`${id}-city`} className="text-sm font-medium text-slate-700">
              {t("city")}
            </label>
            <select id={`${id}-city`} name="city" defaultValue={cityValue} className={inputClass}>
              <option value="">{t("anyCity")}</option>
              {cityValue && !cities.some((city) => city.value === cityValue) ? (
                <option value={cityValue}>{cityValue}</option>
              ) : null}
              {cities.map((city) => (
                <option key={city.value} value={city.value}>
                  {city.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-industry`} className="text-sm font-medium text-slate-700">
              {t("industry")}
            </label>
            <select
              id={`${id}-industry`}
              name="industry"
              defaultValue={filters.industry ?? ""}
              className={inputClass}
            >
              <option value="">{t("allIndustries")}</option>
              {industryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {tOnboarding(option.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-language`} className="text-sm font-medium text-slate-700">
              {t("language")}
            </label>
            <select
              id={`${id}-language`}
              name="language"
              defaultValue={filters.language ?? ""}
              className={inputClass}
            >
              <option value="">{t("anyLanguage")}</option>
              {spokenLanguages.map((language) => (
                <option key={language} value={language}>
                  {spokenLanguageLabel(tProfile, language)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        {hasFilters ? (
          <button
            type="button"
            className="justify-self-start text-sm font-semibold text-brand-700 underline"
            onClick={() => void navigate({ to: "/members", search: {} })}
          >
            {t("clear")}
          </button>
        ) : null}
      </form>
    </search>
  );
}
