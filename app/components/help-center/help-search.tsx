import { Search } from "lucide-react";
import { useT } from "../../i18n";
import { helpCenterMessages } from "../../i18n/messages/help-center";

export function HelpSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT(helpCenterMessages);
  return (
    <div className="grid gap-2">
      <label htmlFor="help-search" className="font-semibold text-slate-800">
        {t("searchLabel")}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="help-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          aria-controls="help-results"
          className="w-full rounded-lg border border-slate-400 bg-white py-3 ps-11 pe-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700"
        />
      </div>
    </div>
  );
}
