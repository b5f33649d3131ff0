import { type FormEvent, useId, useState } from "react";
import { tenderCategories, tenderStatuses } from "../../../worker/contract/enums";
import { type AdminTender, type AdminTenderInput, adminTenderSchema } from "../../../worker/contract/tenders";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { categoryLabel } from "../tenders/tender-format";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { alertsSentOf, useSaveTender } from "./queries";

type Errors = Partial<Record<keyof AdminTenderInput, string>>;

/**
 * Creates a tender (tender = null; a draft unless "publish now" is ticked) or edits one. The same
 * zod schema as the server checks it first; what was typed stays in the form whatever happens.
 */
export function TenderForm({ tender, onDone }: { tender: AdminTender | null; onDone: () => void }) {
  const t = useT(tendersAdminMessages);
  const words = useT(tendersMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const save = useSaveTender(admin("saved"));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "").trim();
    const input: AdminTenderInput = {
      title: get("title"),
      organization: get("organization"),
      value: get("value"),
      deadline: get("deadline"),
      category: get("category") as AdminTenderInput["category"],
      status: get("status") as AdminTenderInput["status"],
      description: get("description"),
      details: get("details"),
      referenceNumber: get("referenceNumber") || null,
      publish: !tender && form.get("publish") === "on",
    };
    const parsed = adminTenderSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof AdminTenderInput] = t("invalidField");
      setErrors(found);
      toast({ title: t("formInvalid"), variant: "destructive" });
      return;
    }
    setErrors({});
    save.mutate(
      { id: tender?.id ?? null, input },
      {
        onSuccess: (answer) => {
          if (alertsSentOf(answer))
            toast({
              title: t("published"),
              description: t("alertsSentCount", { count: alertsSentOf(answer) }),
            });
          onDone();
        },
      },
    );
  };

  const field = (name: keyof AdminTenderInput) => `${id}-${name}`;
  const area = (name: "description" | "details", rows: number, required: boolean) => (
    <Field
      id={field(name)}
      label={t(name === "description" ? "fieldDescription" : "fieldDetails")}
      required={required}
      error={errors[name]}
      className="sm:col-span-2"
    >
      <textarea
        {...controlProps(field(name), { error: errors[name] })}
        name={name}
        rows={rows}
        dir="auto"
        required={required}
        defaultValue={tender?.[name] ?? ""}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {tender ? t("formEditTitle", { title: tender.title }) : t("formCreateTitle")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("title")}
          name="title"
          label={t("fieldTitle")}
          required
          dir="auto"
          defaultValue={tender?.title}
          error={errors.title}
        />
        <TextField
          id={field("organization")}
          name="organization"
          label={t("fieldOrganization")}
          required
          dir="auto"
          defaultValue={tender?.organization}
          error={errors.organization}
        />
        <TextField
          id={field("value")}
          name="value"
          label={t("fieldValue")}
          hint={t("valueHint")}
          required
          dir="auto"
          defaultValue={tender?.value}
          error={errors.value}
        />
        <TextField
          id={field("deadline")}
          name="deadline"
          type="date"
          label={t("fieldDeadline")}
          required
          defaultValue={tender?.deadline}
          error={errors.deadline}
        />
        <Field id={field("category")} label={t("fieldCategory")}>
          <select
            id={field("category")}
            name="category"
            defaultValue={tender?.category ?? tenderCategories[0]}
            className={inputClass}
          >
            {tenderCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(words, category)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={field("status")} label={t("fieldStatus")}>
          <select
            id={field("status")}
            name="status"
            defaultValue={tender?.status ?? "Active"}
            className={inputClass}
          >
            {tenderStatuses.map((status) => (
              <option key={status} value={status}>
                {words(status === "Active" ? "statusActive" : "statusClosed")}
              </option>
            ))}
          </select>
        </Field>
        {area("description", 3, true)}
        {area("details", 6, false)}
        <Field
          id={field("referenceNumber")}
          label={t("fieldReference")}
          optionalText={t("optional")}
          error={errors.referenceNumber}
        >
          <input
            {...controlProps(field("referenceNumber"), { error: errors.referenceNumber })}
            name="referenceNumber"
            dir="ltr"
            defaultValue={tender?.referenceNumber ?? ""}
            className={inputClass}
          />
        </Field>
      </div>
      {tender ? null : (
        <div className="flex items-center gap-2">
          <input id={field("publish")} name="publish" type="checkbox" className="size-4" />
          <label htmlFor={field("publish")} className="text-slate-800">
            {t("publishNow")}
          </label>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? admin("saving") : admin("save")}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
