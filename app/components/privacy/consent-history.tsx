import type { ConsentEntry } from "../../../worker/contract/privacy";
import { type Translate, useLanguage } from "../../i18n";
import type { PrivacySettingsTexts } from "../../i18n/messages/privacy-settings";
import { purposeLabels } from "./consent-list";
import { formatMoment } from "./format-date";

const methodKeys: Record<string, keyof PrivacySettingsTexts> = {
  signup: "methodSignup",
  onboarding: "methodOnboarding",
  preferences: "methodPreferences",
  "unsubscribe-link": "methodUnsubscribeLink",
};

const methodText = (t: Translate<PrivacySettingsTexts>, method: string) => {
  const key = methodKeys[method];
  return key ? t(key) : method;
};

/** Every grant and withdrawal, newest first: the member sees the same ledger the PDPL asks us to keep. */
export function ConsentHistory({
  t,
  history,
}: {
  t: Translate<PrivacySettingsTexts>;
  history: ConsentEntry[];
}) {
  const { language } = useLanguage();
  const cell = "border-b border-slate-200 px-3 py-2 text-start";
  return (
    <details className="min-w-0 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">{t("historyHeading")}</summary>
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section tabIndex={0} aria-label={t("historyHeading")} className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                {t("historyPurpose")}
              </th>
              <th scope="col" className={cell}>
                {t("historyState")}
              </th>
              <th scope="col" className={cell}>
                {t("historyMethod")}
              </th>
              <th scope="col" className={cell}>
                {t("historyVersion")}
              </th>
              <th scope="col" className={cell}>
                {t("historyDate")}
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-800">
            {history.map((entry) => (
              // Ledger rows carry no id; one member cannot change one purpose twice in a millisecond.
              <tr key={`${entry.at}-${entry.purpose}-${entry.method}`}>
                <td className={cell}>{t(purposeLabels[entry.purpose])}</td>
                <td className={cell}>
                  {entry.purpose === "terms" || entry.purpose === "privacy"
                    ? entry.granted
                      ? t("accepted")
                      : t("withdrawn")
                    : entry.granted
                      ? t("given")
                      : t("withdrawn")}
                </td>
                <td className={cell}>{methodText(t, entry.method)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <bdi>{entry.policyVersion}</bdi>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{formatMoment(language, entry.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
