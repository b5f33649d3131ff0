import { ChevronDown } from "lucide-react";
import { contacts, marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { isolate, urduLeading } from "../../i18n/bidi";
import { helpCenterMessages } from "../../i18n/messages/help-center";
import type { HelpEntry } from "./content";

export const answerVars = {
  privacyEmail: isolate(contacts.privacyEmail),
  days: marketing.support.privacyResponseDays,
  hours: marketing.support.responseHours,
};

export function QuickHelp({ entries }: { entries: HelpEntry[] }) {
  const t = useT(helpCenterMessages);
  return (
    <section aria-labelledby="help-quick" className="grid gap-4">
      <h2 id="help-quick" className="text-2xl font-bold text-slate-900">
        {t("qaHeading")}
      </h2>
      <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.map((entry) => (
          <details key={entry.id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {t(entry.title)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
              />
            </summary>
            <p className={`px-5 pb-5 leading-relaxed text-slate-700 ${urduLeading}`}>
              {t(entry.text, answerVars)}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
