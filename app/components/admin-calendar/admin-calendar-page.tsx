import { useQuery } from "@tanstack/react-query";
import type { AdminCulturalDate } from "../../../worker/contract/calendar";
import { useT } from "../../i18n";
import { adminCalendarMessages } from "../../i18n/messages/admin-calendar";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useEditor } from "../admin/admin-kit";
import { DateForm } from "./date-form";
import { DatesTable } from "./dates-table";
import { adminCalendarQuery } from "./queries";

/** /admin/calendar: the dates of the members' Cultural Calendar, hidden and past ones too. */
export function AdminCalendarPage() {
  const t = useT(adminCalendarMessages);
  const { editing, setEditing, opener: newDate, close: closeForm } = useEditor<AdminCulturalDate>();

  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <button ref={newDate} type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t("newDate")}
        </button>
      }
    >
      <div className="grid gap-8">
        {editing !== undefined ? (
          <DateForm key={editing?.id ?? "new"} date={editing} onDone={closeForm} />
        ) : null}
        <DatesList onEdit={setEditing} />
      </div>
    </AdminFrame>
  );
}

// Its own component, so the list query starts only once AdminFrame has let an admin in.
function DatesList({ onEdit }: { onEdit: (date: AdminCulturalDate) => void }) {
  const t = useT(adminCalendarMessages);
  const { data, isPending, isError } = useQuery(adminCalendarQuery);
  return (
    <AdminListState
      isPending={isPending}
      isError={isError}
      isEmpty={data?.length === 0}
      emptyText={t("empty")}
    >
      <DatesTable dates={data ?? []} onEdit={onEdit} />
    </AdminListState>
  );
}
