import { type FormEvent, useId, useState } from "react";
import type { CampaignDetail } from "../../../worker/contract/campaigns";
import { type Language, languages } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { fieldErrorsOf } from "../../lib/use-field-errors";
import { useAdminMutation, useConfirm } from "../admin/kit";
import { controlProps, Field, inputClass } from "../ui/field";
import { createBodyOf, formOf } from "./campaign-form";
import {
  campaignsBase,
  cancelCampaign,
  sendCampaign,
  sendCampaignTest,
  updateCampaign,
} from "./campaigns-api";
import { channelsText, channelWord, countText, languageLabel } from "./labels";
import { riyadhInputOf, sendAtOf } from "./riyadh-time";

/**
 * Sending a draft or scheduled campaign: a test to the admin, "Send now" (only after a dialog that says
 * exactly how many members and by which channels), or a time in Riyadh to send at.
 */
export function SendPanel({ detail }: { detail: CampaignDetail }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const [testLanguage, setTestLanguage] = useState<Language>(language);
  const [sendAt, setSendAt] = useState(detail.sendAt ? riyadhInputOf(detail.sendAt) : "");
  const [sendAtError, setSendAtError] = useState<string>();

  const test = useAdminMutation({
    mutationFn: (chosen: Language) => sendCampaignTest(detail.id, chosen),
    invalidate: [],
    successTitle: t("testSent"),
  });
  const send = useAdminMutation({
    mutationFn: () => sendCampaign(detail.id),
    invalidate: [campaignsBase],
    successTitle: t("sendStarted"),
  });
  const schedule = useAdminMutation({
    mutationFn: (at: string) => updateCampaign(detail.id, createBodyOf(formOf(detail), at)),
    invalidate: [campaignsBase],
    successTitle: t("scheduled"),
  });

  // Saved again without a time: the server keeps it as a draft (and drops the scheduled start).
  const unschedule = useAdminMutation({
    mutationFn: () => updateCampaign(detail.id, createBodyOf(formOf(detail))),
    invalidate: [campaignsBase],
    successTitle: t("unscheduled"),
  });
  const cancel = useAdminMutation({
    mutationFn: () => cancelCampaign(detail.id),
    invalidate: [campaignsBase],
    successTitle: t("campaignCancelled"),
  });

  async function cancelNow() {
    const question = t("cancelQuestion", { name: detail.name });
    if (await confirm({ question, action: t("cancelCampaign") })) cancel.mutate();
  }

  async function sendNow() {
    const question = t("sendQuestion", {
      count: countText(language, detail.recipients),
      channels: channelsText(
        language,
        detail.channels.map((channel) => t(channelWord[channel])),
      ),
    });
    if (await confirm({ question, action: t("sendNow") })) send.mutate();
  }

  async function submitSchedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = sendAtOf(sendAt);
    if (!at || new Date(at).getTime() <= Date.now()) {
      setSendAtError(t("sendAtError"));
      return;
    }
    setSendAtError(undefined);
    try {
      await schedule.mutateAsync(at);
    } catch (error) {
      setSendAtError(fieldErrorsOf(error, ["sendAt"] as const).sendAt?.[0]);
    }
  }

  const sendAtId = `${id}-send-at`;
  return (
    <section aria-labelledby={`${id}-heading`} className="card grid content-start gap-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t("sendHeading")}
      </h2>

      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-test-language`} label={t("fieldTestLanguage")}>
          <select
            id={`${id}-test-language`}
            className={inputClass}
            value={testLanguage}
            onChange={(event) => setTestLanguage(event.target.value as Language)}
          >
            {languages.map((item) => (
              <option key={item} value={item}>
                {t(languageLabel[item])}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          className="btn-outline"
          disabled={test.isPending}
          onClick={() => test.mutate(testLanguage)}
        >
          {test.isPending ? t("sendingTest") : t("sendTest")}
        </button>
      </div>

      <div>
        <button type="button" className="btn-primary" disabled={send.isPending} onClick={sendNow}>
          {t("sendNow")}
        </button>
      </div>

      <form onSubmit={submitSchedule} noValidate className="grid gap-3" aria-labelledby={`${id}-schedule`}>
        <h3 id={`${id}-schedule`} className="text-lg font-semibold text-slate-900">
          {t("scheduleHeading")}
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <Field id={sendAtId} label={t("fieldSendAt")} hint={t("sendAtHint")} error={sendAtError}>
            <input
              {...controlProps(sendAtId, { hint: t("sendAtHint"), error: sendAtError })}
              name="sendAt"
              type="datetime-local"
              dir="ltr"
              className={inputClass}
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </Field>
          <button type="submit" className="btn-outline" disabled={schedule.isPending}>
            {t("schedule")}
          </button>
          {detail.status === "scheduled" ? (
            <button
              type="button"
              className="btn-outline"
              disabled={unschedule.isPending}
              onClick={() => unschedule.mutate()}
            >
              {t("unschedule")}
            </button>
          ) : null}
        </div>
      </form>
      <div>
        <button
          type="button"
          className="btn-ghost text-red-800"
          disabled={cancel.isPending}
          onClick={cancelNow}
        >
          {t("cancelCampaign")}
        </button>
      </div>
      {dialog}
    </section>
  );
}
