import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { MemberCity } from "../../../worker/contract/cities";
import type { UnmatchedMemberCity } from "../../../worker/contract/member-cities";
import { useLanguage, useT } from "../../i18n";
import { adminCitiesMessages } from "../../i18n/messages/admin-cities";
import { api, unwrap } from "../../lib/api-client";
import { cityOptions } from "../../lib/member-cities";
import { useAdminMutation } from "../admin/kit";
import { inputClass } from "../ui/field";
import { membersBase } from "./queries";

const memberCitiesApi = api.admin["member-cities"];
const memberCitiesBase = memberCitiesApi.$path();
const auditBase = api.admin["audit-log"].$path();

/**
 * /admin/members, issue 32: the member cities that name no city of the list yet (kept as written),
 * each with a city to move its members to. Nothing at all while there is nothing to match.
 */
export function UnmatchedCities() {
  const t = useT(adminCitiesMessages);
  const headingId = useId();
  const list = useQuery({
    queryKey: [memberCitiesBase],
    queryFn: () => unwrap(memberCitiesApi.$get()),
  });
  if (list.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
        <p>{t("loadError")}</p>
        <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  const values = list.data?.values ?? [];
  if (values.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("lead")}</p>
      <ul className="grid divide-y divide-amber-200">
        {values.map((value) => (
          // Keyed by the value and its suggestion: a refetch that changes either starts the row afresh.
          <UnmatchedCityRow key={`${value.text}\u0000${value.suggestion ?? ""}`} value={value} />
        ))}
      </ul>
    </section>
  );
}

function UnmatchedCityRow({ value }: { value: UnmatchedMemberCity }) {
  const t = useT(adminCitiesMessages);
  const { language } = useLanguage();
  const id = useId();
  const cities = cityOptions(language);
  const [city, setCity] = useState<MemberCity | "">(value.suggestion ?? "");
  const nameOf = (chosen: MemberCity) => cities.find((option) => option.value === chosen)?.label ?? chosen;
  const move = useAdminMutation({
    mutationFn: (to: MemberCity) => unwrap(memberCitiesApi.$post({ json: { from: value.text, to } })),
    invalidate: [memberCitiesBase, membersBase, auditBase],
    successTitle: (_to, moved) =>
      moved.moved === 1
        ? t("movedOne", { city: nameOf(moved.to) })
        : t("movedMany", { n: moved.moved, city: nameOf(moved.to) }),
  });
  return (
    <li className="flex flex-wrap items-end gap-4 py-3">
      <div className="grid min-w-40 flex-1 gap-0.5">
        <span className="text-xs font-semibold text-slate-600">{t("colText")}</span>
        <bdi className="font-medium text-slate-900">{value.text}</bdi>
        <span className="text-sm text-slate-600">
          {value.members === 1 ? t("membersOne") : t("membersMany", { n: value.members })}
        </span>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-city`} className="text-sm font-semibold text-slate-800">
          {t("cityFor", { text: value.text })}
        </label>
        <select
          id={`${id}-city`}
          className={inputClass}
          value={city}
          onChange={(event) => setCity(event.target.value as MemberCity | "")}
          aria-describedby={value.suggestion ? `${id}-suggested` : undefined}
        >
          <option value="">{t("chooseCity")}</option>
          {cities.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {value.suggestion ? (
          <p id={`${id}-suggested`} className="text-xs text-slate-600">
            {t("suggested", { city: nameOf(value.suggestion) })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="btn-primary"
        disabled={!city || move.isPending}
        onClick={() => city && move.mutate(city)}
      >
        {move.isPending
          ? t("applying")
          : value.members === 1
            ? t("applyOne")
            : t("applyMany", { n: value.members })}
      </button>
    </li>
  );
}
