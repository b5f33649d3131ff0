import { Link } from "@tanstack/react-router";
import {
  type AdminEvent,
  type AdminEventInput,
  adminEventSchema,
  type EventCancelAnswer,
  type EventUpdateAnswer,
  startsInFuture,
} from "../../../worker/contract/admin-events";
import { eventCities, eventTypes } from "../../../worker/contract/enums";
import { eventHasEnded, eventHasStarted } from "../../../worker/contract/events";
import { useLanguage, useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { expectOk, unwrap } from "../../lib/api-client";
import { type AdminResource, serverFieldErrors, useTranslatedFields } from "../admin/kit";
import {
  adminEvent,
  adminEvents,
  adminEventsBase,
  eventParam,
  fetchAdminEvents,
  fromRiyadhInput,
  toRiyadhInput,
} from "./queries";

const cityKeys = { riyadh: "cityRiyadh", khobar: "cityKhobar", dammam: "cityDammam" } as const;
const typeKeys = {
  Networking: "typeNetworking",
  Professional: "typeProfessional",
  Cultural: "typeCultural",
} as const;

/**
 * Every event with its counts, registration switch and editor; `open` is the event whose
 * registrations panel is shown under the list, `onToggle` opens or closes it.
 */
export function useEventsResource(
  openId: string | null,
  onToggle: (id: string) => void,
): AdminResource<AdminEvent, AdminEventInput> {
  const t = useT(adminEventsMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  const riyadh = (iso: string | undefined) => (iso ? fromRiyadhInput(iso) : "");
  const invalid = t("invalidField");
  const translations = useTranslatedFields();
  return {
    key: [adminEventsBase],
    list: fetchAdminEvents,
    // Counts change with every write, so everything under /api/admin/events is refreshed.
    invalidate: [adminEventsBase],
    rowKey: (event) => event.id,
    rowName: (event) => event.name,
    caption: t("tableCaption"),
    emptyText: t("empty"),
    columns: [
      {
        header: t("colEvent"),
        cell: (event) => <span className="font-semibold text-slate-900">{event.name}</span>,
      },
      { header: t("colDate"), cell: (event) => date.format(new Date(event.startsAt)) },
      {
        header: t("colSeats"),
        cell: (event) => <span dir="ltr">{`${event.confirmedCount} / ${event.capacity}`}</span>,
      },
      { header: t("colWaitlist"), cell: (event) => event.waitlistCount },
      { header: t("colCheckedIn"), cell: (event) => event.checkedInCount },
      translations.column(["name", "description", "highlights"]),
      {
        header: t("colRegistration"),
        cell: (event) =>
          event.cancelledAt
            ? t("cancelledState")
            : eventHasEnded(event)
              ? t("past")
              : event.registrationOpen
                ? t("open")
                : t("closed"),
      },
    ],
    actions: [
      {
        label: (event) => (event.registrationOpen ? t("close") : t("reopen")),
        // A cancelled event is done; a started one takes no registrations (the API answers 409).
        hidden: (event) => Boolean(event.cancelledAt) || (!event.registrationOpen && eventHasStarted(event)),
        run: (event) =>
          expectOk(
            (event.registrationOpen ? adminEvent.close : adminEvent.reopen).$post(eventParam(event.id)),
          ),
      },
      {
        label: () => t("cancelEvent"),
        // A past event has nobody left to tell; a cancelled one is done.
        hidden: (event) => Boolean(event.cancelledAt) || eventHasEnded(event),
        run: (event) => unwrap(adminEvent.cancel.$post(eventParam(event.id))),
        confirm: (event, name) => {
          const count = event.confirmedCount + event.waitlistCount;
          return t(count === 1 ? "confirmCancelEventOne" : "confirmCancelEventMany", { name, count });
        },
        done: (_event, answer) => ({
          title: t("eventCancelled"),
          description: t("peopleEmailed", { count: (answer as EventCancelAnswer).emailed }),
        }),
      },
    ],
    rowExtra: (event) => (
      <>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={openId === event.id}
          onClick={() => onToggle(event.id)}
        >
          {openId === event.id ? t("hide") : t("manage")}
        </button>
        <Link to="/admin/checkin/$eventId" params={{ eventId: event.id }} className="btn-ghost">
          {t("checkinLink")}
        </Link>
      </>
    ),
    form: {
      schema: adminEventSchema,
      // An edit answers who was told of the change and who got a seat (for the toast).
      save: (event, input) =>
        event
          ? unwrap(adminEvent.$put({ ...eventParam(event.id), json: input }))
          : expectOk(adminEvents.$post({ json: input })),
      toInput: (values) => ({
        ...values,
        city: values.city || null,
        whatsappGroupUrl: values.whatsappGroupUrl || null,
        startsAt: riyadh(values.startsAt as string),
        endsAt: riyadh(values.endsAt as string),
      }),
      markRequired: t("requiredNote"),
      check: (input, event) => ({
        ...(input.startsAt && input.endsAt && input.endsAt <= input.startsAt
          ? { endsAt: t("endsBeforeStart") }
          : {}),
        // Only a new event: an event that already happened can still be corrected.
        ...(!event && input.startsAt && !startsInFuture(input) ? { startsAt: t("startsInPast") } : {}),
      }),
      errorsFor: (error) => {
        // The server's 422, in the catalog's words: each named field under its own control.
        const words: Record<string, string> = {
          capacity: t("capacityTooLow"),
          startsAt: t("startsInPast"),
          whatsappGroupUrl: t("whatsappInvalid"),
        };
        const fields = Object.keys(serverFieldErrors(error));
        return fields.length > 0
          ? Object.fromEntries(fields.map((field) => [field, words[field] ?? invalid]))
          : undefined;
      },
      saved: (answer) => {
        const { notified = 0, promoted = 0 } = (answer ?? {}) as Partial<EventUpdateAnswer>;
        const lines = [
          notified ? t("changeEmailed", { count: notified }) : "",
          promoted ? t("promotedFromWaitlist", { count: promoted }) : "",
        ].filter(Boolean);
        return { title: t("saved"), ...(lines.length ? { description: lines.join(" ") } : {}) };
      },
      title: (event) => (event ? t("formEditTitle", { name: event.name }) : t("formCreateTitle")),
      newLabel: t("newEvent"),
      createLabel: t("save"),
      fields: (row) => [
        ...translations.versions(
          { name: "name", label: t("fieldName"), required: true, error: invalid },
          row,
        ),
        {
          name: "city",
          label: t("fieldCity"),
          kind: "select",
          initial: "",
          value: (event) => event.city ?? "",
          options: [
            { value: "", label: t("cityNone") },
            ...eventCities.map((city) => ({ value: city, label: t(cityKeys[city]) })),
          ],
          error: invalid,
        },
        {
          name: "type",
          label: t("fieldType"),
          kind: "select",
          initial: "Networking",
          options: eventTypes.map((type) => ({ value: type, label: t(typeKeys[type]) })),
          error: invalid,
        },
        {
          name: "capacity",
          label: t("fieldCapacity"),
          kind: "number",
          min: 1,
          required: true,
          initial: 50,
          error: invalid,
        },
        { name: "venue", label: t("fieldVenue"), required: true, error: invalid },
        { name: "address", label: t("fieldAddress"), required: true, error: invalid },
        {
          name: "startsAt",
          label: t("fieldStartsAt"),
          kind: "datetime",
          required: true,
          value: (event) => toRiyadhInput(event.startsAt),
          error: invalid,
        },
        {
          name: "endsAt",
          label: t("fieldEndsAt"),
          kind: "datetime",
          required: true,
          value: (event) => toRiyadhInput(event.endsAt),
          error: invalid,
        },
        {
          name: "whatsappGroupUrl",
          label: t("fieldWhatsapp"),
          optionalText: t("optional"),
          kind: "url",
          initial: "",
          value: (event) => event.whatsappGroupUrl ?? "",
          error: t("whatsappInvalid"),
        },
        ...translations.versions(
          {
            name: "description",
            label: t("fieldDescription"),
            kind: "textarea",
            rows: 4,
            required: true,
            wide: true,
            error: invalid,
          },
          row,
        ),
        ...translations.versions(
          {
            name: "highlights",
            label: t("fieldHighlights"),
            hint: t("fieldHighlightsHint"),
            kind: "lines",
            rows: 3,
            wide: true,
            error: invalid,
          },
          row,
        ),
        { name: "registrationOpen", label: t("fieldRegistrationOpen"), kind: "checkbox", initial: true },
      ],
    },
  };
}
