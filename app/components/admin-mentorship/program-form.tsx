import {
  type AdminProgram,
  type AdminProgramInput,
  adminProgramSchema,
} from "../../../worker/contract/admin-mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { type FieldSpec, SpecForm } from "./form-kit";
import { useSaveProgramMutation } from "./queries";

/** Creates a program (program = null) or edits one. */
export function ProgramForm({ program, onDone }: { program: AdminProgram | null; onDone: () => void }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  const save = useSaveProgramMutation();

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

  return (
    <SpecForm<AdminProgramInput>
      title={program ? t("formEditProgram", { name: iso(program.title) }) : t("formCreateProgram")}
      specs={specs}
      lists={["features"]}
      schema={adminProgramSchema}
      isSaving={save.isPending}
      onSave={(input) => save.mutateAsync({ id: program?.id ?? null, input })}
      onDone={onDone}
    />
  );
}
