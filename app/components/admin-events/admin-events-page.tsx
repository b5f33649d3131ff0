import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminEvent } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { ApiError } from "../../lib/api";
import { useAuth } from "../../queries/auth";
import { AdminFrame } from "../admin/admin-frame";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { EventForm } from "./event-form";
import { EventsTable } from "./events-table";
import { adminEventsQuery } from "./queries";
import { RsvpPanel } from "./rsvp-panel";
import { StewardEvents } from "./steward-events";
import { StewardsPanel } from "./stewards-panel";

export function AdminEventsPage() {
  return (
    <MemberOnly area="admin">
      <AdminEventsContent />
    </MemberOnly>
  );
}

function AdminEventsContent() {
  const t = useT(adminEventsMessages);
  const { data, error, isPending } = useQuery(adminEventsQuery);
  // undefined: no form; null: the create form; an event: its edit form.
  const [editing, setEditing] = useState<AdminEvent | null | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const openEvent = data?.find((event) => event.id === openId) ?? null;
  // Members who are not admins (stewards) get their check-in events instead of the admin tools.
  const forbidden = error instanceof ApiError && error.status === 403;
  // Admins get the admin area's frame and section menu; stewards only this page, so no menu.
  const Frame = useAuth().user?.role === "admin" ? AdminFrame : PageFrame;

  return (
    <Frame
      title={t("title")}
      lead={t("lead")}
      actions={
        forbidden ? undefined : (
          <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
            {t("newEvent")}
          </button>
        )
      }
    >
      <div className="grid gap-8">
        {editing !== undefined ? (
          <EventForm key={editing?.id ?? "new"} event={editing} onDone={() => setEditing(undefined)} />
        ) : null}
        {isPending ? null : forbidden ? (
          <StewardEvents />
        ) : error ? (
          <p role="alert" className="text-red-700">
            {t("loadError")}
          </p>
        ) : data.length === 0 ? (
          <p className="text-slate-600">{t("empty")}</p>
        ) : (
          <EventsTable
            events={data}
            openId={openId}
            onEdit={(event) => {
              setEditing(event);
              window.scrollTo({ top: 0 });
            }}
            onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
          />
        )}
        {openEvent ? (
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <RsvpPanel event={openEvent} />
            <StewardsPanel eventId={openEvent.id} />
          </div>
        ) : null}
      </div>
    </Frame>
  );
}
