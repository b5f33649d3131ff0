import { type FormEvent, useId, useState } from "react";
import type { SpokenLanguage } from "../../../worker/contract/enums";
import { BIO_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../worker/contract/profile";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { cityChoice, useCityOptions } from "../../lib/member-cities";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { LanguagesField, toSpokenLanguages } from "./languages-field";
import { PhotoField } from "./photo-field";
import { SkillsField } from "./skills-field";
import { useProfileSave } from "./use-profile-save";

type TextKey = "firstName" | "lastName" | "title" | "company" | "location" | "bio";
type TypedKey = Exclude<TextKey, "bio" | "location">;
type FormState = Record<TextKey, string> & { skills: readonly string[]; languages: SpokenLanguage[] };

const fromUser = (user: CurrentUser): FormState => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  title: user.title ?? "",
  company: user.company ?? "",
  // A city id, or (a value no admin has matched yet, which names no city) the text as written.
  location: cityChoice(user.location) || (user.location ?? ""),
  bio: user.bio ?? "",
  skills: user.skills,
  languages: toSpokenLanguages(user.languages),
});

/** The profile tab: photo, personal and professional fields, skills and languages. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const id = useId();
  // Filled once from the user: a refetch must never overwrite what the member is typing.
  const [form, setForm] = useState(() => fromUser(user));
  const { save, isPending, invalidFields } = useProfileSave();
  const cities = useCityOptions();
  const field = (name: string) => `${id}-${name}`;
  const error = (name: string) => (invalidFields.has(name) ? t("fieldInvalid") : undefined);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // A stored city naming none of the list stays as it is (an admin matches it) until one is chosen:
  // offered as it was written, and not sent while chosen, since the API takes only the list's cities.
  const keptCity = user.location && !cityChoice(user.location) ? user.location : "";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { location, ...rest } = form;
    const saved = await save({
      ...rest,
      ...(keptCity && location === keptCity ? {} : { location }),
      skills: [...form.skills],
    });
    // Show what the server stored (trimmed, blanks cleared); on failure the typed values stay.
    if (saved) setForm(fromUser(saved));
  }

  const text = (key: TypedKey, label: string, autoComplete: string, required = false) => (
    <TextField
      id={field(key)}
      label={label}
      // Members type in English, Arabic or Urdu whatever the interface language: follow the text.
      dir="auto"
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      autoComplete={autoComplete}
      maxLength={key === "firstName" || key === "lastName" ? 50 : TEXT_MAX_LENGTH}
      required={required}
      error={error(key)}
    />
  );

  const bioHint = t("bioHint", { count: form.bio.length, max: BIO_MAX_LENGTH });
  return (
    <div className="card grid gap-8">
      <h2 className="text-xl font-bold text-slate-900">{t("profileHeading")}</h2>
      <PhotoField user={user} />
      <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {text("firstName", t("firstName"), "given-name", true)}
        {text("lastName", t("lastName"), "family-name", true)}
        {text("title", t("jobTitle"), "organization-title")}
        {text("company", t("company"), "organization")}
        <Field id={field("location")} label={t("location")} error={error("location")}>
          <select
            {...controlProps(field("location"), { error: error("location") })}
            value={form.location}
            onChange={(event) => set("location", event.target.value)}
            autoComplete="address-level2"
            className={inputClass}
          >
            <option value="">{t("chooseCity")}</option>
            {keptCity ? <option value={keptCity}>{t("cityAsWritten", { city: keptCity })}</option> : null}
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {city.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={field("bio")}
          label={t("bio")}
          hint={bioHint}
          error={error("bio")}
          className="sm:col-span-2"
        >
          <textarea
            {...controlProps(field("bio"), { hint: bioHint, error: error("bio") })}
            rows={4}
            dir="auto"
            value={form.bio}
            maxLength={BIO_MAX_LENGTH}
            onChange={(event) => set("bio", event.target.value)}
            className={inputClass}
          />
        </Field>
        <SkillsField
          id={field("skills")}
          skills={form.skills}
          onChange={(skills) => set("skills", skills)}
          error={error("skills")}
        />
        <LanguagesField
          id={field("languages")}
          languages={form.languages}
          onChange={(languages) => set("languages", languages)}
          error={error("languages")}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={isPending} className="btn-primary">
            {isPending ? t("saving") : t("save")}
          </button>
        </div>
      </form>
    </div>
  );
}
