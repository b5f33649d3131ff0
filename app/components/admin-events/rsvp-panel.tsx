import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { type AdminEvent, type AdminRsvp, adminRsvpStatuses } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { useConfirm } from "../admin/kit";
import { Field, inputClass, TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { adminRsvpsQuery, csvUrl, type RsvpFilter, useCancelRsvpMutation } from "./queries";
import { RsvpEditForm } from "./rsvp-edit-form";

export const statusKeys = {
  confirmed: "statusConfirmed",
  waitlisted: "statusWaitlisted",
  cancelled: "statusCancelled",
} as const;

export function RsvpPanel({ event }: { event: AdminEvent }) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<RsvpFilter["status"]>("");
  const [editingId, setEditingId] = useState<string | null>(null);
  const filter = { q: useDeferredValue(q.trim()), status };
  const { data = [] } = useQuery({ ...adminRsvpsQuery(event.id, filter), placeholderData: keepPreviousData });
  const cancel = useCancelRsvpMutation();
  const { confirm, dialog } = useConfirm();

  async function cancelRsvp(rsvp: AdminRsvp) {
    if (!(await confirm({ question: t("confirmCancel", { name: rsvp.name }), action: t("cancelRsvp") })))
      return;
    cancel.mutate(
      { eventId: event.id, rsvpId: rsvp.id },
      {
        onSuccess: () => toast({ title: t("rsvpCancelled") }),
        onError: () => toast({ title: t("actionFailed"), variant: "destructive" }),
      },
    );
  }

  return (
    <section className="card grid content-start gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("rsvpsTitle", { name: event.name })}
        </h2>
        <a href={csvUrl(event.id)} download className="btn-outline">
          {t("exportCsv")}
        </a>
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField
          id={`${id}-q`}
          type="search"
          label={t("search")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          dir="auto"
        />
        <Field id={`${id}-status`} label={t("statusFilter")}>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as RsvpFilter["status"])}
          >
            <option value="">{t("statusAll")}</option>
            {adminRsvpStatuses.map((value) => (
              <option key={value} value={value}>
                {t(statusKeys[value])}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {data.length === 0 ? (
        <p className="text-slate-600">{t("noRsvps")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("rsvpCaption")}>
          {data.map((rsvp) => (
            <li key={rsvp.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-0.5">
                  <p className="font-semibold text-slate-900" dir="auto">
                    {rsvp.name}
                  </p>
                  <p className="text-sm text-slate-700" dir="ltr">
                    {rsvp.email} · {rsvp.phone}
                  </p>
                  <p className="text-sm text-slate-700" dir="auto">
                    {rsvp.company} · {rsvp.profession}
                  </p>
                </div>
                <p className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
                  {t(statusKeys[rsvp.status])}
                  {rsvp.checkedInAt ? ` · ${t("checkedInBadge")}` : ""}
                </p>
              </div>
              {editingId === rsvp.id ? (
                <RsvpEditForm eventId={event.id} rsvp={rsvp} onDone={() => setEditingId(null)} />
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline"
                    aria-label={t("editRsvp", { name: rsvp.name })}
                    onClick={() => setEditingId(rsvp.id)}
                  >
                    {t("edit")}
                  </button>
                  {rsvp.status !== "cancelled" ? (
                    <button type="button" className="btn-ghost text-red-700" onClick={() => cancelRsvp(rsvp)}>
                      {t("cancelRsvp")}
                    </button>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
