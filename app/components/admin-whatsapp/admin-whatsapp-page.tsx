import { useQuery } from "@tanstack/react-query";
import type { AdminWhatsappGroup } from "../../../worker/contract/whatsapp-groups";
import { useT } from "../../i18n";
import { adminWhatsappMessages } from "../../i18n/messages/admin-whatsapp";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useEditor } from "../admin/admin-kit";
import { GroupForm } from "./group-form";
import { GroupsTable } from "./groups-table";
import { adminWhatsappGroupsQuery } from "./queries";

/** /admin/whatsapp-groups: every group behind /whatsapp-groups, hidden ones too. */
export function AdminWhatsappPage() {
  const t = useT(adminWhatsappMessages);
  const { editing, setEditing, opener: newGroup, close: closeForm } = useEditor<AdminWhatsappGroup>();

  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <button ref={newGroup} type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t("newGroup")}
        </button>
      }
    >
      <div className="grid gap-8">
        {editing !== undefined ? (
          <GroupForm key={editing?.id ?? "new"} group={editing} onDone={closeForm} />
        ) : null}
        <GroupsList onEdit={setEditing} />
      </div>
    </AdminFrame>
  );
}

// Its own component, so the list query starts only once AdminFrame has let an admin in.
function GroupsList({ onEdit }: { onEdit: (group: AdminWhatsappGroup) => void }) {
  const t = useT(adminWhatsappMessages);
  const { data, isPending, isError } = useQuery(adminWhatsappGroupsQuery);
  return (
    <AdminListState
      isPending={isPending}
      isError={isError}
      isEmpty={data?.length === 0}
      emptyText={t("empty")}
    >
      <GroupsTable groups={data ?? []} onEdit={onEdit} />
    </AdminListState>
  );
}
