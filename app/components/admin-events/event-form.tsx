import { type FormEvent, useId, useState } from "react";
import {
  type AdminEvent,
  type AdminEventInput,
  adminEventSchema,
} from "../../../worker/contract/admin-events";
import { eventCities, eventTypes } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { serverFieldErrors } from "../admin/kit";
import { controlProps, Field, inputClass, TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { fromRiyadhInput, toRiyadhInput, useSaveEventMutation } from "./queries";

type Errors = Partial<Record<keyof AdminEventInput, string>>;
const cityKeys = { riyadh: "cityRiyadh", khobar: "cityKhobar", dammam: "cityDammam" } as const;
const typeKeys = {
  Networking: "typeNetworking",
  Professional: "typeProfessional",
  Cultural: "typeCultural",
} as const;

/** Creates an event (event = null) or edits one; the same zod schema as the server checks it first. */
export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const save = useSaveEventMutation();
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "").trim();
    const dateOf = (name: string) => (get(name) ? fromRiyadhInput(get(name)) : "");
    const input: AdminEventInput = {
      name: get("name"),
      city: (get("city") || null) as AdminEventInput["city"],
      type: get("type") as AdminEventInput["type"],
      description: get("description"),
      highlights: get("highlights")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      venue: get("venue"),
      address: get("address"),
      startsAt: dateOf("startsAt"),
      endsAt: dateOf("endsAt"),
      capacity: Number(get("capacity")),
      whatsappGroupUrl: get("whatsappGroupUrl") || null,
      registrationOpen: form.get("registrationOpen") === "on",
    };
    const parsed = adminEventSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof AdminEventInput;
        found[key] = key === "endsAt" && input.endsAt ? t("endsBeforeStart") : t("invalidField");
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: event?.id ?? null, input });
      toast({ title: t("saved") });
      onDone();
    } catch (error) {
      const capacity = "capacity" in serverFieldErrors(error);
      if (capacity) setErrors({ capacity: t("capacityTooLow") });
      toast({
        title: t("saveError"),
        description: capacity ? t("capacityTooLow") : undefined,
        variant: "destructive",
      });
    }
  }

  const field = (name: keyof AdminEventInput) => `${id}-${name}`;
  const textarea = (name: "description" | "highlights", rows: number, value: string, hint?: string) => (
    <Field
      id={field(name)}
      label={t(name === "description" ? "fieldDescription" : "fieldHighlights")}
      hint={hint}
      error={errors[name]}
      required={name === "description"}
    >
      <textarea
        {...controlProps(field(name), { hint, error: errors[name] })}
        name={name}
        rows={rows}
        dir="auto"
        required={name === "description"}
        defaultValue={value}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {event ? t("formEditTitle", { name: event.name }) : t("formCreateTitle")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field("name")}
          name="name"
          label={t("fieldName")}
          required
          dir="auto"
          defaultValue={event?.name}
          error={errors.name}
        />
        <Field id={field("city")} label={t("fieldCity")}>
          <select id={field("city")} name="city" defaultValue={event?.city ?? ""} className={inputClass}>
            <option value="">{t("cityNone")}</option>
            {eventCities.map((city) => (
              <option key={city} value={city}>
                {t(cityKeys[city])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={field("type")} label={t("fieldType")}>
          <select
            id={field("type")}
            name="type"
            defaultValue={event?.type ?? "Networking"}
            className={inputClass}
          >
            {eventTypes.map((type) => (
              <option key={type} value={type}>
                {t(typeKeys[type])}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={field("capacity")}
          name="capacity"
          type="number"
          min={1}
          required
          dir="ltr"
          label={t("fieldCapacity")}
          defaultValue={event?.capacity ?? 50}
          error={errors.capacity}
        />
        <TextField
          id={field("venue")}
          name="venue"
          label={t("fieldVenue")}
          required
          dir="auto"
          defaultValue={event?.venue}
          error={errors.venue}
        />
        <TextField
          id={field("address")}
          name="address"
          label={t("fieldAddress")}
          required
          dir="auto"
          defaultValue={event?.address}
          error={errors.address}
        />
        <TextField
          id={field("startsAt")}
          name="startsAt"
          type="datetime-local"
          required
          dir="ltr"
          label={t("fieldStartsAt")}
          defaultValue={event ? toRiyadhInput(event.startsAt) : ""}
          error={errors.startsAt}
        />
        <TextField
          id={field("endsAt")}
          name="endsAt"
          type="datetime-local"
          required
          dir="ltr"
          label={t("fieldEndsAt")}
          defaultValue={event ? toRiyadhInput(event.endsAt) : ""}
          error={errors.endsAt}
        />
        <TextField
          id={field("whatsappGroupUrl")}
          name="whatsappGroupUrl"
          type="url"
          dir="ltr"
          label={`${t("fieldWhatsapp")} ${t("optional")}`}
          defaultValue={event?.whatsappGroupUrl ?? ""}
          error={errors.whatsappGroupUrl}
        />
      </div>
      {textarea("description", 4, event?.description ?? "")}
      {textarea("highlights", 3, event?.highlights.join("\n") ?? "", t("fieldHighlightsHint"))}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="registrationOpen"
          defaultChecked={event?.registrationOpen ?? true}
          className="size-5"
        />
        {t("fieldRegistrationOpen")}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t("save")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
