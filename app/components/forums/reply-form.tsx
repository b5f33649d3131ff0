import { type FormEvent, useId, useState } from "react";
import { forumLimits } from "../../../worker/contract/forum-limits";
import { useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";
import { serverMessage } from "../../lib/api-errors";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useReplyMutation } from "../../queries/forum-mutations";
import { controlProps, Field, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import { lengthError } from "./length-error";

const replyFields = ["body"] as const;

/** A member's reply; the text stays in the box when posting fails (a lock that landed meanwhile, say). */
export function ReplyForm({ slug }: { slug: string }) {
  const t = useT(forumsMessages);
  const id = useId();
  const mutation = useReplyMutation(slug);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string>();
  const server = useFieldErrors(replyFields);
  const error = problem ?? server.errors.body?.[0];
  const hint = t("lengthHint", { min: forumLimits.replyBodyMin, max: forumLimits.replyBodyMax });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooShortOrLong = lengthError(t, body, forumLimits.replyBodyMin, forumLimits.replyBodyMax);
    setProblem(tooShortOrLong);
    server.clear();
    if (tooShortOrLong) return;
    mutation.mutate(body, {
      onSuccess: () => {
        setBody("");
        toast({ title: t("replyPosted") });
      },
      onError: (failure) => {
        server.fromError(failure);
        toast({
          title: t("postFailed"),
          description: serverMessage(failure) ?? undefined,
          variant: "destructive",
        });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t("replyHeading")}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Field id={`${id}-body`} label={t("replyLabel")} required error={error} hint={hint}>
          <textarea
            {...controlProps(`${id}-body`, { error, hint })}
            required
            dir="auto"
            rows={4}
            maxLength={forumLimits.replyBodyMax}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClass}
          />
        </Field>
        <button type="submit" className="btn-primary justify-self-start" disabled={mutation.isPending}>
          {mutation.isPending ? t("posting") : t("postReply")}
        </button>
      </form>
    </section>
  );
}
