import { Check } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import { authMessages } from "../../i18n/messages/auth";
import { programKeys, programsMessages } from "../../i18n/messages/programs";

/** The login page's side panel (spec point 2): what the community offers and its figures. */
export function LoginSidePanel() {
  const t = useT(authMessages);
  const program = useT(programsMessages);
  const stats = [
    { label: t("statMembers"), value: marketing.membersOnLogin },
    { label: t("statCities"), value: marketing.cities },
    { label: t("statEvents"), value: marketing.monthlyEvents },
  ];
  return (
    <aside aria-labelledby="login-panel-title" className="rounded-xl bg-brand-800 p-6 text-white sm:p-8">
      <h2 id="login-panel-title" className="text-2xl font-bold [&:lang(ur)]:leading-[1.8]">
        {t("panelTitle", { count: isolate(marketing.membersOnLogin) })}
      </h2>
      <p className="mt-2 text-brand-50">{t("panelLead")}</p>

      <h3 className="sr-only">{t("statsHeading")}</h3>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse gap-1 rounded-lg bg-white/10 p-3 text-center">
            <dt className="text-sm text-brand-50">{label}</dt>
            <dd dir="ltr" className="text-xl font-bold sm:text-2xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-lg font-semibold">{t("programsHeading")}</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {programKeys.map((key) => (
          <li key={key} className="flex items-start gap-2 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
            {program(key)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
