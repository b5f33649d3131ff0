import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import {
  type AdminEvent,
  type EventMessageAnswer,
  type EventMessageInput,
  eventMessageSchema,
  type MessageAudience,
  messageAudiences,
} from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { unwrap } from "../../lib/api-client";
import { errorsFrom, useAdminMutation, useConfirm } from "../admin/kit";
import { controlProps, Field, inputClass } from "../ui/field";
import { adminEvent, adminEventsBase, eventParam } from "./queries";

const audienceKeys = {
  confirmed: "audienceConfirmed",
  waitlisted: "audienceWaitlisted",
  both: "audienceBoth",
} as const;

type Draft = { audience: MessageAudience; subject: string; body: string };

/**
 * An organiser emails the people registered for the open event: write, preview (the server counts
 * the recipients and renders the first one's email), confirm with the count, send. Changing the
 * text after a preview asks for a new one, so what is confirmed is what goes out.
 */
export function MessagePanel({ event }: { event: AdminEvent }) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const [preview, setPreview] = useState<(EventMessageAnswer & { draft: Draft }) | null>(null);
  const [errors, setErrors] = useState<Partial<Record<"subject" | "body", string>>>({});
  const { confirm, dialog } = useConfirm();
  const post = (input: EventMessageInput) =>
    unwrap(adminEvent.message.$post({ ...eventParam(event.id), json: input }));
  const previewing = useMutation({ mutationFn: (draft: Draft) => post({ ...draft, confirm: false }) });
  const sending = useAdminMutation({
    mutationFn: (draft: Draft) => post({ ...draft, confirm: true }),
    invalidate: [adminEventsBase],
    successTitle: (_draft, answer) => t("messageSent", { count: answer.count }),
  });

  async function showPreview(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const values = Object.fromEntries(new FormData(formEvent.currentTarget));
    const parsed = eventMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found = errorsFrom(parsed.error.issues, {
        subject: t("invalidField"),
        body: t("invalidField"),
      });
      setErrors(found);
      const first = (["subject", "body"] as const).find((name) => found[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    const draft = { audience: parsed.data.audience, subject: parsed.data.subject, body: parsed.data.body };
    const answer = await previewing.mutateAsync(draft).catch(() => null);
    if (answer) setPreview({ ...answer, draft });
  }

  async function send() {
    if (!preview) return;
    const { count, draft } = preview;
    const question = t(count === 1 ? "confirmSendOne" : "confirmSendMany", { subject: draft.subject, count });
    if (!(await confirm({ question, action: t("sendMessage") }))) return;
    // A failure is toasted by the mutation; the preview stays for another try.
    const sent = await sending.mutateAsync(draft).catch(() => null);
    if (sent) setPreview(null);
  }

  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="card grid content-start gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("messageTitle", { name: event.name })}
      </h2>
      <form
        noValidate
        onSubmit={showPreview}
        onChange={() => setPreview(null)}
        className="grid gap-4"
        aria-labelledby={`${id}-heading`}
      >
        <Field id={fieldId("audience")} label={t("messageAudience")} required>
          <select {...controlProps(fieldId("audience"), {})} name="audience" required className={inputClass}>
            {messageAudiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(audienceKeys[audience])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId("subject")} label={t("messageSubject")} required error={errors.subject}>
          <input
            {...controlProps(fieldId("subject"), { error: errors.subject })}
            name="subject"
            required
            maxLength={200}
            dir="auto"
            className={inputClass}
          />
        </Field>
        <Field id={fieldId("body")} label={t("messageBody")} required error={errors.body}>
          <textarea
            {...controlProps(fieldId("body"), { error: errors.body })}
            name="body"
            required
            rows={6}
            maxLength={5000}
            dir="auto"
            className={inputClass}
          />
        </Field>
        <div>
          <button type="submit" className="btn-outline" disabled={previewing.isPending}>
            {previewing.isPending ? t("previewing") : t("messagePreview")}
          </button>
        </div>
      </form>
      {preview ? (
        <section aria-labelledby={`${id}-preview`} className="grid gap-3 rounded-md bg-slate-50 p-4">
          <h3 id={`${id}-preview`} className="font-semibold">
            {t("previewTitle")}
          </h3>
          <p className="font-semibold" dir="auto">
            {preview.preview.subject}
          </p>
          <p className="whitespace-pre-wrap text-sm text-slate-800" dir="auto">
            {preview.preview.text}
          </p>
          <p role="status" className="font-medium text-slate-900">
            {preview.count === 0
              ? t("messageNobody")
              : t(preview.count === 1 ? "messageCountOne" : "messageCountMany", { count: preview.count })}
          </p>
          {preview.count > 0 ? (
            <div>
              <button type="button" className="btn-primary" disabled={sending.isPending} onClick={send}>
                {sending.isPending ? t("sending") : t("sendMessage")}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {dialog}
    </section>
  );
}
