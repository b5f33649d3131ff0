import { useT } from "../../i18n";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { ResourcePage } from "../admin/kit";
import { useCalendarResource } from "./dates-resource";

/** /admin/calendar: the dates of the members' Cultural Calendar, hidden and past ones too. */
export function AdminCalendarPage() {
  const t = useT(adminCalendarMessages);
  const resource = useCalendarResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
