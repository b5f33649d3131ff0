import { type FormEvent, useId, useRef, useState } from "react";
import { campaignChannels, campaignCreateSchema, campaignKinds } from "../../../worker/contract/campaigns";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { fieldErrorsOf } from "../../lib/use-field-errors";
import { useAdminMutation } from "../admin/kit";
import { ErrorSummary } from "../ui/error-summary";
import { controlProps, Field, inputClass } from "../ui/field";
import { badDayFields, type CampaignForm, createBodyOf, segmentOf } from "./campaign-form";
import { campaignsBase, createCampaign, updateCampaign } from "./campaigns-api";
import { CheckGroup } from "./check-group";
import { ContentEditor, type ContentErrors } from "./content-editor";
import { channelLabel, countText, kindLabel } from "./labels";
import { SegmentBuilder } from "./segment-builder";
import { SegmentPreview } from "./segment-preview";

type Errors = ContentErrors & Partial<Record<"name" | "kind" | "segment" | "channels", string>>;
/** The contract's top-level fields a 422 may name, in the order they are on screen. */
const serverFields = ["name", "kind", "segment", "subject", "body", "channels"] as const;
/** Where the focus goes for each error, in screen order. */
const focusOrder = [
  "name",
  "segment",
  "subject.en",
  "body.en",
  "subject.ar",
  "body.ar",
  "subject.ur",
  "body.ur",
  "subject",
  "body",
  "channels",
];

/**
 * Writes a campaign: name, kind, who gets it (with the live count), the message in three languages and
 * the channels. Saves a draft (POST, or PUT for a draft being edited); nothing is sent from here. On an
 * error every field keeps what was typed and says what is wrong next to it.
 */
export function CampaignBuilder({
  initial,
  campaignId,
  onSaved,
  onCancel,
}: {
  initial: CampaignForm;
  /** Set when editing a saved draft. */
  campaignId?: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<CampaignForm>) => setForm((current) => ({ ...current, ...change }));
  const dayErrors = badDayFields(form.segment);

  const save = useAdminMutation({
    mutationFn: async (body: ReturnType<typeof createBodyOf>) => {
      if (campaignId) {
        await updateCampaign(campaignId, body);
        return { id: campaignId, recipients: null };
      }
      return createCampaign(body);
    },
    invalidate: [campaignsBase],
    successTitle: (_input, saved) =>
      saved.recipients === null
        ? t("saved")
        : { title: t("saved"), description: t("savedFor", { count: countText(language, saved.recipients) }) },
  });

  function showErrors(next: Errors) {
    setErrors(next);
    const first = focusOrder.find((key) => key in next);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function localErrors(): Errors {
    const parsed = campaignCreateSchema.safeParse(createBodyOf(form));
    const found: Errors = {};
    if (dayErrors.length > 0) found.segment = t("daysError");
    if (parsed.success) return found;
    for (const issue of parsed.error.issues) {
      const [top, language] = issue.path;
      if (top === "name") found.name = t("errorName");
      else if (top === "channels") found.channels = t("errorChannels");
      else if (top === "segment") found.segment = t("daysError");
      else if (
        (top === "subject" || top === "body") &&
        (language === "en" || language === "ar" || language === "ur")
      ) {
        const message =
          language === "en" && issue.code !== "too_big"
            ? t(top === "subject" ? "errorSubjectEn" : "errorBodyEn")
            : t("errorTooLong");
        found[`${top}.${language}`] = message;
      }
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = localErrors();
    if (Object.keys(local).length > 0) {
      showErrors(local);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(createBodyOf(form));
      onSaved(saved.id);
    } catch (error) {
      // The server's own words for each field it refused; what was typed stays in the form.
      const server = fieldErrorsOf(error, serverFields);
      showErrors(
        Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages?.[0] ?? ""])),
      );
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const kindHint = form.kind === "promotional" ? t("kindPromotionalHint") : t("kindServiceHint");
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="card grid gap-6"
      aria-labelledby={field("heading")}
    >
      <h2 id={field("heading")} className="text-xl font-bold text-slate-900">
        {campaignId ? t("editHeading") : t("builderHeading")}
      </h2>
      <ErrorSummary errors={errors} text={t("errorSummary")} />

      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={field("name")}
          label={t("fieldName")}
          hint={t("fieldNameHint")}
          required
          error={errors.name}
        >
          <input
            {...controlProps(field("name"), { hint: t("fieldNameHint"), error: errors.name })}
            name="name"
            required
            maxLength={120}
            autoComplete="off"
            className={inputClass}
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </Field>
        <Field id={field("kind")} label={t("fieldKind")} hint={kindHint} error={errors.kind}>
          <select
            {...controlProps(field("kind"), { hint: kindHint, error: errors.kind })}
            name="kind"
            className={inputClass}
            value={form.kind}
            onChange={(event) => set({ kind: event.target.value as CampaignForm["kind"] })}
          >
            {campaignKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(kindLabel[kind])}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <section className="grid gap-4" aria-labelledby={field("segment")}>
        <div>
          <h3 id={field("segment")} className="text-lg font-semibold text-slate-900">
            {t("segmentHeading")}
          </h3>
          <p className="text-sm text-slate-700">{t("segmentLead")}</p>
          {errors.segment ? <p className="text-sm font-medium text-red-700">{errors.segment}</p> : null}
        </div>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <SegmentBuilder
            value={form.segment}
            onChange={(segment) => set({ segment })}
            dayErrors={dayErrors}
          />
          <SegmentPreview segment={segmentOf(form.segment)} kind={form.kind} valid={dayErrors.length === 0} />
        </div>
      </section>

      <section className="grid gap-3" aria-labelledby={field("content")}>
        <div>
          <h3 id={field("content")} className="text-lg font-semibold text-slate-900">
            {t("contentHeading")}
          </h3>
          <p className="text-sm text-slate-700">{t("contentLead")}</p>
        </div>
        <ContentEditor value={form} onChange={(texts) => set(texts)} errors={errors} />
      </section>

      <CheckGroup
        legend={t("channelsHeading")}
        hint={t("channelsHint")}
        error={errors.channels}
        errorId={field("channels-error")}
        options={campaignChannels.map((channel) => ({ value: channel, label: t(channelLabel[channel]) }))}
        chosen={form.channels}
        onChange={(channels) => set({ channels })}
        name="channels"
      />

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t("saving") : campaignId ? t("saveChanges") : t("saveDraft")}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
