import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { type MailTopic, mailTopics } from "../../../worker/contract/mail-topics";
import { useT } from "../../i18n";
import { type MailPreferencesTexts, mailPreferencesMessages } from "../../i18n/messages/mail-preferences";
import { privacySettingsMessages } from "../../i18n/messages/privacy-settings";
import { Switch, useSavedSwitches } from "../ui/switch";
import { purposeLabels } from "./consent-list";
import { mailPreferencesQuery, useMailTopicMutation } from "./use-mail-preferences";

/** What each kind is; marketing's words are its consent's own (the privacy catalog). */
const mailHelp = {
  announcements: "topicAnnouncementsHelp",
  tender_alerts: "topicTenderAlertsHelp",
} as const satisfies Record<Exclude<MailTopic, "marketing">, keyof MailPreferencesTexts>;

/**
 * /privacy-settings' Email section: every kind of bulk mail with its switch, the same choices the
 * unsubscribe link in each mail makes. Marketing is the consent-ledger purpose of that name, switched
 * here only (the consents list above leaves it to this section), so the member sees one switch for it.
 */
export function MailPreferencesSection() {
  const t = useT(mailPreferencesMessages);
  // The names, help and toasts the consents above use: one vocabulary on the page.
  const p = useT(privacySettingsMessages);
  const id = useId();
  const preferences = useQuery(mailPreferencesQuery);
  const change = useMailTopicMutation();
  const choices = useSavedSwitches<MailTopic>({
    save: (topic, enabled, callbacks) => change.mutate({ topic, enabled }, callbacks),
    name: (topic) => p(purposeLabels[topic]),
    texts: { saved: p("saved"), failed: p("saveFailed") },
  });

  const helpText = (topic: MailTopic) =>
    topic === "marketing" ? p("purposeMarketingHelp") : t(mailHelp[topic]);

  return (
    <section className="card grid min-w-0 gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t("sectionHeading")}
      </h2>
      <p className="text-slate-700">{t("sectionIntro")}</p>
      {preferences.data ? (
        <ul className="grid gap-4">
          {mailTopics.map((topic) => {
            const inputId = `${id}-${topic}`;
            const on = choices.shown(topic, preferences.data.topics[topic]);
            return (
              <li
                key={topic}
                className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4"
              >
                <div className="grid gap-1">
                  <label htmlFor={inputId} className="font-semibold text-slate-900">
                    {p(purposeLabels[topic])}
                  </label>
                  <p id={`${inputId}-help`} className="text-sm text-slate-600">
                    {helpText(topic)}
                  </p>
                  <p className="text-xs text-slate-600">{on ? t("on") : t("off")}</p>
                </div>
                <Switch
                  id={inputId}
                  checked={on}
                  disabled={change.isPending}
                  describedBy={`${inputId}-help`}
                  onChange={(enabled) => choices.toggle(topic, enabled)}
                  className="mt-1"
                />
              </li>
            );
          })}
        </ul>
      ) : preferences.isError ? (
        <div role="alert" className="grid gap-2">
          <p className="text-red-800">{t("sectionLoadFailed")}</p>
          <button
            type="button"
            className="btn-outline justify-self-start"
            onClick={() => preferences.refetch()}
          >
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      )}
    </section>
  );
}
