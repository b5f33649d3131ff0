import {
  type AdminEvent,
  type AdminRsvp,
  type AdminRsvpEdit,
  adminRsvpEditSchema,
} from "../../../worker/contract/admin-events";
import { rsvpStatuses } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, ResourceCard, ResourceSection } from "../admin/kit";
import { adminEvent, adminEventsBase, csvUrl, eventParam, xlsxUrl } from "./queries";

export const statusKeys = {
  confirmed: "statusConfirmed",
  waitlisted: "statusWaitlisted",
  cancelled: "statusCancelled",
} as const;

type RsvpFilters = { q: string; status: "" | AdminRsvp["status"] };

/** One event's registrations: search, status filter, edit the attendee's details, cancel. */
function useRsvpsResource(event: AdminEvent): AdminResource<AdminRsvp, AdminRsvpEdit, RsvpFilters> {
  const t = useT(adminEventsMessages);
  const rsvpRoute = adminEvent.rsvps[":rsvpId"];
  const rsvpParam = (rsvp: AdminRsvp) => pathParams({ id: event.id, rsvpId: rsvp.id });
  const field = (name: keyof AdminRsvpEdit, label: string) =>
    ({ name, label, required: true, error: t("invalidField") }) as const;
  return {
    key: [adminEventsBase, event.id, "rsvps"],
    list: async ({ q, status }) => {
      const query = { q: q || undefined, status: status || undefined };
      return (await unwrap(adminEvent.rsvps.$get({ ...eventParam(event.id), query }))).rsvps;
    },
    initialFilters: { q: "", status: "" },
    filters: [
      { name: "q", label: t("search"), kind: "search" },
      {
        name: "status",
        label: t("statusFilter"),
        kind: "select",
        options: [
          { value: "", label: t("statusAll") },
          ...rsvpStatuses.map((value) => ({ value, label: t(statusKeys[value]) })),
        ],
      },
    ],
    // Counts in the events list change too.
    invalidate: [adminEventsBase],
    rowKey: (rsvp) => rsvp.id,
    rowName: (rsvp) => rsvp.name,
    emptyText: t("noRsvps"),
    actions: [
      {
        label: () => t("cancelRsvp"),
        hidden: (rsvp) => rsvp.status === "cancelled",
        run: (rsvp) => expectOk(rsvpRoute.cancel.$post(rsvpParam(rsvp))),
        confirm: (rsvp) => t("confirmCancel", { name: rsvp.name }),
        done: () => t("rsvpCancelled"),
      },
    ],
    card: (rsvp, actions) => (
      <ResourceCard
        level={3}
        title={rsvp.name}
        badges={
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
            {t(statusKeys[rsvp.status])}
            {rsvp.checkedInAt ? ` · ${t("checkedInBadge")}` : ""}
          </span>
        }
        actions={actions}
      >
        <p className="text-sm text-slate-700" dir="ltr">
          {rsvp.email} · {rsvp.phone}
        </p>
        <p className="text-sm text-slate-700" dir="auto">
          {rsvp.company} · {rsvp.profession}
        </p>
      </ResourceCard>
    ),
    form: {
      schema: adminRsvpEditSchema,
      save: (rsvp, input) =>
        rsvp
          ? expectOk(rsvpRoute.$put({ ...rsvpParam(rsvp), json: input }))
          : Promise.reject(new Error("An RSVP is edited, never created here")),
      saved: () => ({ title: t("rsvpSaved") }),
      title: (rsvp) => t("editRsvp", { name: rsvp?.name ?? "" }),
      fields: [
        field("name", t("colName")),
        field("phone", t("fieldPhone")),
        field("company", t("fieldCompany")),
        field("profession", t("fieldProfession")),
      ],
    },
  };
}

/** The registrations of the event opened in the events list, with the CSV and Excel exports. */
export function RsvpPanel({ event }: { event: AdminEvent }) {
  const t = useT(adminEventsMessages);
  const resource = useRsvpsResource(event);
  return (
    <ResourceSection
      id={`rsvps-${event.id}`}
      heading={t("rsvpsTitle", { name: event.name })}
      className="card grid content-start gap-4"
      actions={
        <div className="flex flex-wrap gap-2">
          <a href={csvUrl(event.id)} download className="btn-outline">
            {t("exportCsv")}
          </a>
          <a href={xlsxUrl(event.id)} download className="btn-outline">
            {t("exportXlsx")}
          </a>
        </div>
      }
      resource={resource}
    />
  );
}
