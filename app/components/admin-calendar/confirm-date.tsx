import { type FormEvent, useId, useState } from "react";
import type { AdminCulturalDate } from "../../../worker/contract/calendar";
import { isoDayPattern } from "../../../worker/contract/calendar";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { expectOk } from "../../lib/api-client";
import { useAdminMutation } from "../admin/kit";
import { controlProps, Field, inputClass } from "../ui/field";
import { adminDate, calendarInvalidates, dateParam } from "./calendar-api";

/** "Confirm date": a small form for the sighted date, prefilled with the estimate. */
export function ConfirmDate({ date }: { date: AdminCulturalDate }) {
  const t = useT(adminCalendarMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(date.date);
  const [invalid, setInvalid] = useState(false);
  const confirm = useAdminMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      expectOk(adminDate.confirm.$post({ ...dateParam(id), json: { date } })),
    invalidate: calendarInvalidates,
    successTitle: t("confirmedToast"),
  });

  if (!open)
    return (
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        {t("confirm")}
        <span className="sr-only"> {date.titleEn}</span>
      </button>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isoDayPattern.test(day)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    confirm.mutate({ id: date.id, date: day }, { onSuccess: () => setOpen(false) });
  }

  const error = invalid ? t("dateError") : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2"
      aria-label={t("confirmHeading", { title: date.titleEn })}
    >
      <Field id={`${id}-day`} label={t("sightedDate")} error={error}>
        <input
          {...controlProps(`${id}-day`, { error })}
          type="date"
          dir="ltr"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={confirm.isPending}>
          {t("confirmSave")}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          {admin("cancel")}
        </button>
      </div>
    </form>
  );
}
