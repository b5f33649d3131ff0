import { type FormEvent, useId, useState } from "react";
import { adminMemberOnboarding, expiryWindows } from "../../../worker/contract/admin-members";
import { memberCities, memberCityNames } from "../../../worker/contract/cities";
import { accountStatuses, languages, memberRoles, membershipTierIds } from "../../../worker/contract/enums";
import { membershipStatuses } from "../../../worker/contract/membership-card";
import { useLanguage, useT } from "../../i18n";
import { type AdminMembersTexts, adminMembersMessages } from "../../i18n/messages/admin-members";
import { inputClass } from "../ui/field";
import {
  languageLabel,
  membershipStatusLabel,
  onboardingLabel,
  roleLabel,
  sortLabel,
  statusLabel,
  tierLabel,
} from "./labels";
import type { MemberFilters } from "./queries";

type Option = { value: string; text: string };

/** A labelled select whose first choice ("All") clears the filter. */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const t = useT(adminMembersMessages);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("filterAll")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The members list's search, filters and sort; every control is labelled for screen readers. */
export function MemberFiltersBar({
  filters,
  onChange,
}: {
  filters: MemberFilters;
  onChange: (change: Partial<MemberFilters>) => void;
}) {
  const t = useT(adminMembersMessages);
  const { language } = useLanguage();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  // What is typed in the search box; the list follows it on "Search", not on every key.
  const [typed, setTyped] = useState(filters.q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: typed.trim() });
  };
  const words = (values: readonly string[], keys: Record<string, keyof AdminMembersTexts>) =>
    values.map((value) => ({ value, text: t(keys[value] ?? "none") }));
  // The city list in the admin's language, alphabetically; "Other" stays last.
  const cities: Option[] = memberCities
    .filter((city) => city !== "other")
    .map((city) => ({ value: city, text: memberCityNames[city][language] }))
    .sort((a, b) => a.text.localeCompare(b.text, language));
  cities.push({ value: "other", text: memberCityNames.other[language] });
  const select = (name: keyof MemberFilters, label: string, options: Option[]) => (
    <FilterSelect
      key={name}
      id={field(name)}
      label={label}
      value={filters[name]}
      options={options}
      onChange={(value) => onChange({ [name]: value })}
    />
  );

  return (
    <search aria-label={t("filtersLabel")} className="grid gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={field("q")} className="text-sm font-semibold text-slate-800">
            {t("searchLabel")}
          </label>
          <input
            id={field("q")}
            type="search"
            dir="auto"
            aria-describedby={field("q-hint")}
            className={`${inputClass} w-72 max-w-full`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={field("q-hint")} className="text-xs text-slate-600">
            {t("searchHint")}
          </p>
        </div>
        <button type="submit" className="btn-outline mb-6">
          {t("search")}
        </button>
      </form>
      <div className="flex flex-wrap gap-4">
        {select("tier", t("filterTier"), words(membershipTierIds, tierLabel))}
        {select("membership", t("filterMembership"), words(membershipStatuses, membershipStatusLabel))}
        {select(
          "expiresWithin",
          t("filterExpiresWithin"),
          expiryWindows.map((days) => ({ value: String(days), text: t("expiresWithinDays", { days }) })),
        )}
        {select("city", t("filterCity"), cities)}
        {select("language", t("filterLanguage"), words(languages, languageLabel))}
        {select("role", t("filterRole"), words(memberRoles, roleLabel))}
        {select("onboarding", t("filterOnboarding"), words(adminMemberOnboarding, onboardingLabel))}
        {select("status", t("filterStatus"), words(accountStatuses, statusLabel))}
        <div className="grid gap-1.5">
          <label htmlFor={field("sort")} className="text-sm font-semibold text-slate-800">
            {t("sortLabel")}
          </label>
          <select
            id={field("sort")}
            className={inputClass}
            value={filters.sort || "joined"}
            onChange={(event) => onChange({ sort: event.target.value, dir: "" })}
          >
            {Object.entries(sortLabel).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={field("dir")} className="text-sm font-semibold text-slate-800">
            {t("dirLabel")}
          </label>
          <select
            id={field("dir")}
            className={inputClass}
            value={filters.dir || (filters.sort === "name" || filters.sort === "validUntil" ? "asc" : "desc")}
            onChange={(event) => onChange({ dir: event.target.value })}
          >
            <option value="asc">{t("dirAsc")}</option>
            <option value="desc">{t("dirDesc")}</option>
          </select>
        </div>
      </div>
    </search>
  );
}
