import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { useAuth } from "../../queries/auth";
import { ResourcePage } from "../admin/kit";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { useEventsResource } from "./events-resource";
import { MessagePanel } from "./message-panel";
import { adminEventsBase, fetchAdminEvents } from "./queries";
import { RsvpPanel } from "./rsvp-panel";
import { StewardEvents } from "./steward-events";
import { StewardsPanel } from "./stewards-panel";

/**
 * /admin/events: admins manage events (the admin frame and menu); members who are not admins get
 * "My door duties", the events they steward with their door screens, and no menu.
 */
export function AdminEventsPage() {
  return (
    <MemberOnly area="admin">
      <AdminEventsContent />
    </MemberOnly>
  );
}

function AdminEventsContent() {
  const t = useT(adminEventsMessages);
  const isAdmin = useAuth().user?.role === "admin";
  if (!isAdmin)
    return (
      <PageFrame title={t("stewardTitle")} lead={t("stewardLead")}>
        <StewardEvents />
      </PageFrame>
    );
  return <AdminEvents />;
}

function AdminEvents() {
  const t = useT(adminEventsMessages);
  const [openId, setOpenId] = useState<string | null>(null);
  const resource = useEventsResource(openId, (id) => setOpenId((current) => (current === id ? null : id)));
  // The same cache entry as the list: the open event's counts follow every write.
  const { data } = useQuery({ queryKey: [adminEventsBase, {}], queryFn: fetchAdminEvents });
  const openEvent = data?.find((event) => event.id === openId);
  return (
    <ResourcePage title={t("title")} lead={t("lead")} resource={resource}>
      {openEvent ? (
        <div className="grid gap-8">
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <RsvpPanel event={openEvent} />
            <StewardsPanel eventId={openEvent.id} />
          </div>
          <MessagePanel event={openEvent} />
        </div>
      ) : null}
    </ResourcePage>
  );
}
