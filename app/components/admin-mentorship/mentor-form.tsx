import { type FormEvent, useId, useRef, useState } from "react";
import {
  type AdminMentor,
  type AdminMentorInput,
  adminMentorSchema,
} from "../../../worker/contract/admin-mentorship";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { useIsolate } from "../mentorship/bidi";
import { type FieldErrors, type FieldSpec, FormFields, fieldErrorsOf, readForm } from "./form-kit";
import { useSaveMentorMutation } from "./queries";

/** Creates a mentor (mentor = null) or edits one; the server's own schema checks it first. */
export function MentorForm({ mentor, onDone }: { mentor: AdminMentor | null; onDone: () => void }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  const tAdmin = useT(adminMessages);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveMentorMutation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const specs: FieldSpec[] = [
    { name: "name", label: "fieldName", required: true, defaultValue: mentor?.name ?? "" },
    { name: "title", label: "fieldTitle", required: true, defaultValue: mentor?.title ?? "" },
    { name: "company", label: "fieldCompany", required: true, defaultValue: mentor?.company ?? "" },
    {
      name: "experience",
      label: "fieldExperience",
      hint: "fieldExperienceHint",
      required: true,
      defaultValue: mentor?.experience ?? "",
    },
    {
      name: "rating",
      label: "fieldRating",
      kind: "number",
      step: "0.1",
      dir: "ltr",
      required: true,
      defaultValue: mentor?.rating ?? 5,
    },
    {
      name: "sessions",
      label: "fieldSessions",
      kind: "number",
      dir: "ltr",
      required: true,
      defaultValue: mentor?.sessions ?? 0,
    },
    {
      name: "email",
      label: "fieldEmail",
      hint: "fieldEmailHint",
      kind: "email",
      dir: "ltr",
      defaultValue: mentor?.email ?? "",
    },
    {
      name: "accountEmail",
      label: "fieldAccount",
      hint: "fieldAccountHint",
      kind: "email",
      dir: "ltr",
      defaultValue: mentor?.accountEmail ?? "",
    },
    {
      name: "imageUrl",
      label: "fieldImageUrl",
      hint: "fieldImageUrlHint",
      dir: "ltr",
      defaultValue: mentor?.imageUrl ?? "",
    },
    {
      name: "expertise",
      label: "fieldExpertise",
      hint: "fieldExpertiseHint",
      kind: "textarea",
      required: true,
      defaultValue: mentor?.expertise.join("\n") ?? "",
    },
    { name: "bio", label: "fieldBio", kind: "textarea", defaultValue: mentor?.bio ?? "" },
  ];

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = specs.find((spec) => found[spec.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readForm(event.currentTarget, ["expertise"]) as unknown as AdminMentorInput;
    const parsed = adminMentorSchema.safeParse(input);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: mentor?.id ?? null, input });
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
        {mentor ? t("formEditMentor", { name: iso(mentor.name) }) : t("formCreateMentor")}
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
