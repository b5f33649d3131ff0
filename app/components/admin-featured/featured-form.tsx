import { type FormEvent, useId, useState } from "react";
import { type FeaturedContentKind, featuredContentKinds } from "../../../worker/contract/enums";
import {
  type AdminFeaturedItem,
  type FeaturedItemInput,
  featuredItemSchema,
} from "../../../worker/contract/featured";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminFeaturedMessages } from "../../i18n/messages/admin-featured";
import { errorFields } from "../../lib/api-errors";
import { useAdminMutation } from "../admin/admin-kit";
import { controlProps, Field, inputClass } from "../ui/field";
import { featuredApi, featuredInvalidates } from "./queries";

type ErrorField = "title" | "description" | "url";
const errorKey = { title: "errorTitle", description: "errorDescription", url: "errorUrl" } as const;

export const kindKey: Record<FeaturedContentKind, keyof typeof adminFeaturedMessages.en> = {
  job: "kindJob",
  business: "kindBusiness",
  event: "kindEvent",
  thread: "kindThread",
  tender: "kindTender",
  link: "kindLink",
};

/**
 * Adds an item (item = null, placed last) or edits one. The API's schema checks first, so a wrong
 * address is named before anything is sent; what was typed stays on any failure.
 */
export function FeaturedForm({
  item,
  nextSortOrder,
  onDone,
}: {
  item: AdminFeaturedItem | null;
  nextSortOrder: number;
  onDone?: () => void;
}) {
  const t = useT(adminFeaturedMessages);
  const ta = useT(adminMessages);
  const id = useId();
  const [errors, setErrors] = useState<ErrorField[]>([]);
  const save = useAdminMutation({ mutationFn: featuredApi.save, invalidate: featuredInvalidates });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const input: FeaturedItemInput = {
      kind: text("kind") as FeaturedContentKind,
      title: text("title"),
      description: text("description"),
      url: text("url"),
      sortOrder: item?.sortOrder ?? nextSortOrder,
      isActive: data.get("isActive") === "on",
    };
    const parsed = featuredItemSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.path[0] as ErrorField));
      return;
    }
    setErrors([]);
    save.mutate(
      { id: item?.id ?? null, input },
      {
        onSuccess: () => {
          if (!item) form.reset();
          onDone?.();
        },
        onError: (error) => setErrors(errorFields(error) as ErrorField[]),
      },
    );
  }

  const field = (name: string) => `${id}-${name}`;
  const error = (name: ErrorField) => (errors.includes(name) ? t(errorKey[name]) : undefined);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field id={field("kind")} label={t("kindLabel")} required>
        <select id={field("kind")} name="kind" defaultValue={item?.kind ?? "event"} className={inputClass}>
          {featuredContentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(kindKey[kind])}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field("title")} label={t("titleLabel")} required error={error("title")}>
        <input
          {...controlProps(field("title"), { error: error("title") })}
          name="title"
          required
          maxLength={120}
          defaultValue={item?.title}
          className={inputClass}
        />
      </Field>
      <Field
        id={field("url")}
        label={t("urlLabel")}
        required
        hint={t("urlHint")}
        error={error("url")}
        className="sm:col-span-2"
      >
        <input
          {...controlProps(field("url"), { hint: t("urlHint"), error: error("url") })}
          name="url"
          required
          dir="ltr"
          maxLength={500}
          defaultValue={item?.url}
          className={inputClass}
        />
      </Field>
      <Field
        id={field("description")}
        label={t("descriptionLabel")}
        error={error("description")}
        className="sm:col-span-2"
      >
        <textarea
          {...controlProps(field("description"), { error: error("description") })}
          name="description"
          rows={2}
          maxLength={300}
          defaultValue={item?.description}
          className={inputClass}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={item?.isActive ?? true}
          className="size-5 accent-brand-700"
        />
        {t("activeLabel")}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? ta("saving") : item ? ta("save") : ta("create")}
        </button>
        {onDone ? (
          <button type="button" className="btn-ghost" onClick={onDone}>
            {ta("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
