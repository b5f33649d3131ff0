import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { whatsappGroupTypes } from "../../../worker/contract/enums";
import {
  type AdminWhatsappGroup,
  adminWhatsappGroupSchema,
  WHATSAPP_RULES_MAX,
  WHATSAPP_TAGS_MAX,
} from "../../../worker/contract/whatsapp-groups";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminWhatsappMessages } from "../../i18n/messages/admin-whatsapp";
import { whatsappMessages } from "../../i18n/messages/whatsapp";
import { ApiError } from "../../lib/api";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { typeLabels } from "../whatsapp/group-card";
import { type GroupErrors, groupErrorsFrom, groupInputFrom, linesOf, serverFieldErrors } from "./form-values";
import { useSaveGroupMutation } from "./queries";

/**
 * Creates a group (group = null) or edits one. The contract's schema checks it first; the inputs are
 * uncontrolled, so whatever was typed stays in place while the errors are shown.
 */
export function GroupForm({ group, onDone }: { group: AdminWhatsappGroup | null; onDone: () => void }) {
  const t = useT(adminWhatsappMessages);
  const admin = useT(adminMessages);
  const types = useT(whatsappMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveGroupMutation(group ? admin("saved") : t("created"));
  const [errors, setErrors] = useState<GroupErrors>({});
  const hasErrors = Object.keys(errors).length > 0;

  // Opening the form moves focus to it, so keyboard and screen-reader users land where they act.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rules = linesOf(String(form.get("rules") ?? ""));
    const tags = linesOf(String(form.get("tags") ?? ""));
    const input = groupInputFrom(form, rules, tags);
    const parsed = adminWhatsappGroupSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(groupErrorsFrom(parsed.error.issues, { rules, tags }, t));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: group?.id ?? null, input });
      onDone();
    } catch (error) {
      // The toast says what failed; a 422 also marks the fields the server named.
      if (error instanceof ApiError && error.status === 422) setErrors(serverFieldErrors(error.body));
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const textarea = (
    name: "description" | "rules" | "tags",
    label: string,
    value: string,
    options: { rows: number; hint?: string; required?: boolean },
  ) => (
    <Field
      id={field(name)}
      label={label}
      hint={options.hint}
      error={errors[name]}
      required={options.required}
      optionalText={options.required ? undefined : t("optional")}
    >
      <textarea
        {...controlProps(field(name), { hint: options.hint, error: errors[name] })}
        name={name}
        rows={options.rows}
        dir="auto"
        required={options.required}
        defaultValue={value}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={field("title")}>
      <h2 id={field("title")} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {group ? t("formEditTitle", { name: group.name }) : t("formCreateTitle")}
      </h2>
      {hasErrors ? (
        <p role="alert" className="font-medium text-red-700">
          {t("errorSummary")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("name")}
          name="name"
          label={t("fieldName")}
          required
          dir="auto"
          defaultValue={group?.name}
          error={errors.name}
        />
        <Field id={field("groupType")} label={t("fieldType")} required error={errors.groupType}>
          <select
            {...controlProps(field("groupType"), { error: errors.groupType })}
            name="groupType"
            required
            defaultValue={group?.groupType ?? "general"}
            className={inputClass}
          >
            {whatsappGroupTypes.map((type) => (
              <option key={type} value={type}>
                {types(typeLabels[type])}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={field("adminName")}
          name="adminName"
          label={t("fieldAdmin")}
          required
          dir="auto"
          defaultValue={group?.adminName}
          error={errors.adminName}
        />
        <TextField
          id={field("memberCount")}
          name="memberCount"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          dir="ltr"
          label={t("fieldMembers")}
          defaultValue={group?.memberCount ?? 0}
          error={errors.memberCount}
        />
      </div>
      <TextField
        id={field("inviteLink")}
        name="inviteLink"
        type="url"
        required
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://chat.whatsapp.com/…"
        label={t("fieldInvite")}
        hint={t("fieldInviteHint")}
        defaultValue={group?.inviteLink}
        error={errors.inviteLink}
      />
      {textarea("description", t("fieldDescription"), group?.description ?? "", { rows: 3, required: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {textarea("rules", t("fieldRules"), group?.rules.join("\n") ?? "", {
          rows: 5,
          hint: t("fieldRulesHint", { max: WHATSAPP_RULES_MAX }),
        })}
        {textarea("tags", t("fieldTags"), group?.tags.join("\n") ?? "", {
          rows: 5,
          hint: t("fieldTagsHint", { max: WHATSAPP_TAGS_MAX }),
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : group ? admin("save") : admin("create")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
