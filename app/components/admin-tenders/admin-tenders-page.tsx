import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminTender } from "../../../worker/contract/tenders";
import { useT } from "../../i18n";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState } from "../admin/admin-kit";
import { adminTendersQuery } from "./queries";
import { TenderForm } from "./tender-form";
import { TenderItem } from "./tender-item";

export function AdminTendersPage() {
  const t = useT(tendersAdminMessages);
  // undefined: no form; null: the create form; a tender: its edit form.
  const [editing, setEditing] = useState<AdminTender | null | undefined>(undefined);
  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t("newTender")}
        </button>
      }
    >
      <div className="grid gap-8">
        {editing !== undefined ? (
          <TenderForm key={editing?.id ?? "new"} tender={editing} onDone={() => setEditing(undefined)} />
        ) : null}
        <TenderList
          onEdit={(tender) => {
            setEditing(tender);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </AdminFrame>
  );
}

function TenderList({ onEdit }: { onEdit: (tender: AdminTender) => void }) {
  const t = useT(tendersAdminMessages);
  const { data, isPending, isError } = useQuery(adminTendersQuery);
  return (
    <section aria-labelledby="admin-tenders-list" className="grid gap-4">
      <h2 id="admin-tenders-list" className="text-xl font-semibold text-slate-900">
        {t("listHeading")}
      </h2>
      <AdminListState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.length === 0}
        emptyText={t("empty")}
      >
        <ul className="grid gap-4">
          {data?.map((tender) => (
            <li key={tender.id}>
              <TenderItem tender={tender} onEdit={() => onEdit(tender)} />
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
