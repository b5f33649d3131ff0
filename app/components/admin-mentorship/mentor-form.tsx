import {
  type AdminMentor,
  type AdminMentorInput,
  adminMentorSchema,
} from "../../../worker/contract/admin-mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { type FieldSpec, SpecForm } from "./form-kit";
import { useSaveMentorMutation } from "./queries";

/** Creates a mentor (mentor = null) or edits one; the server's own schema checks it first. */
export function MentorForm({ mentor, onDone }: { mentor: AdminMentor | null; onDone: () => void }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  const save = useSaveMentorMutation();

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

  return (
    <SpecForm<AdminMentorInput>
      title={mentor ? t("formEditMentor", { name: iso(mentor.name) }) : t("formCreateMentor")}
      specs={specs}
      lists={["expertise"]}
      schema={adminMentorSchema}
      isSaving={save.isPending}
      onSave={(input) => save.mutateAsync({ id: mentor?.id ?? null, input })}
      onDone={onDone}
    />
  );
}
