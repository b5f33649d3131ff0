import { type FormEvent, useId, useRef, useState } from "react";
import {
  type AdminProgram,
  type AdminProgramInput,
  adminProgramSchema,
} from "../../../worker/contract/admin-mentorship";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { useIsolate } from "../mentorship/bidi";
import { type FieldErrors, type FieldSpec, FormFields, fieldErrorsOf, readForm } from "./form-kit";
import { useSaveProgramMutation } from "./queries";

/** Creates a program (program = null) or edits one. */
export function ProgramForm({ program, onDone }: { program: AdminProgram | null; onDone: () => void }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  const tAdmin = useT(adminMessages);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProgramMutation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const specs: FieldSpec[] = [
    { name: "title", label: "fieldProgramTitle", required: true, defaultValue: program?.title ?? "" },
    {
      name: "duration",
      label: "fieldDuration",
      hint: "fieldDurationHint",
      required: true,
      defaultValue: program?.duration ?? "",
    },
    { name: "format", label: "fieldFormat", required: true, defaultValue: program?.format ?? "" },
    {
      name: "sortOrder",
      label: "fieldOrder",
      kind: "number",
      dir: "ltr",
      required: true,
      defaultValue: program?.sortOrder ?? 0,
    },
    {
      name: "description",
      label: "fieldDescription",
      kind: "textarea",
      required: true,
      defaultValue: program?.description ?? "",
    },
    {
      name: "features",
      label: "fieldFeatures",
      hint: "fieldFeaturesHint",
      kind: "textarea",
      defaultValue: program?.features.join("\n") ?? "",
    },
  ];

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = specs.find((spec) => found[spec.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readForm(event.currentTarget, ["features"]) as unknown as AdminProgramInput;
    const parsed = adminProgramSchema.safeParse(input);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: program?.id ?? null, input });
      onDone();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="card grid gap-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {program ? t("formEditProgram", { name: iso(program.title) }) : t("formCreateProgram")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields idPrefix={id} specs={specs} errors={errors} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? tAdmin("saving") : tAdmin("save")}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {tAdmin("cancel")}
        </button>
      </div>
    </form>
  );
}
