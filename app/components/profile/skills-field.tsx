import { type KeyboardEvent, useState } from "react";
import { SKILL_MAX_LENGTH, SKILLS_MAX } from "../../../worker/contract/profile";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { controlProps, FieldError, inputClass } from "../ui/field";
import { ChipList } from "./chip-list";
import { addChip, removeChip } from "./chips";

export function SkillsField({
  id,
  skills,
  onChange,
  error,
}: {
  id: string;
  skills: readonly string[];
  onChange: (skills: readonly string[]) => void;
  error?: string;
}) {
  const t = useT(profileMessages);
  const [draft, setDraft] = useState("");
  const full = skills.length >= SKILLS_MAX;
  const hint = full ? t("skillsFull", { max: SKILLS_MAX }) : t("skillsHint");

  function add() {
    onChange(addChip(skills, draft));
    setDraft("");
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the skill instead of submitting the whole form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("skills")}</legend>
      <ChipList
        items={skills.map((skill) => ({ value: skill, label: skill }))}
        label={t("skills")}
        empty={t("noSkills")}
        onRemove={(skill) => onChange(removeChip(skills, skill))}
      />
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t("skillInput")}
        </label>
        <input
          {...controlProps(id, { hint, error })}
          value={draft}
          dir="auto"
          maxLength={SKILL_MAX_LENGTH}
          disabled={full}
          placeholder={t("skillInput")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          disabled={full}
          className="btn-outline shrink-0 whitespace-nowrap"
        >
          {t("add")}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
