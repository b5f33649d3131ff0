import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import type { AdminFeaturedItem } from "../../../worker/contract/featured";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminFeaturedMessages } from "../../i18n/messages/admin-featured";
import { hasStatus } from "../../lib/api-errors";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";
import { toast } from "../ui/toast-store";
import { FeaturedForm, kindKey } from "./featured-form";
import { adminFeaturedQuery, featuredApi, featuredInvalidates } from "./queries";

/** /admin/featured: add, edit, hide or show, reorder and delete what /explore features. */
export function FeaturedAdminPage() {
  const t = useT(adminFeaturedMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <FeaturedAdminContent />
    </AdminFrame>
  );
}

function FeaturedAdminContent() {
  const t = useT(adminFeaturedMessages);
  const { data, isPending, isError } = useQuery(adminFeaturedQuery);
  const items = data ?? [];
  const next = items.reduce((max, item) => Math.max(max, item.sortOrder + 1), 0);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="featured-add" className="card grid gap-4">
        <h2 id="featured-add" className="text-xl font-bold text-slate-900">
          {t("addHeading")}
        </h2>
        <FeaturedForm item={null} nextSortOrder={next} />
      </section>
      <section aria-labelledby="featured-list" className="grid gap-4">
        <h2 id="featured-list" className="text-xl font-bold text-slate-900">
          {t("listHeading")}
        </h2>
        <AdminListState
          isPending={isPending}
          isError={isError}
          isEmpty={items.length === 0}
          emptyText={t("empty")}
        >
          <ol className="grid gap-3">
            {items.map((item, index) => (
              <FeaturedRow key={item.id} item={item} index={index} items={items} />
            ))}
          </ol>
        </AdminListState>
      </section>
    </div>
  );
}

function FeaturedRow({
  item,
  index,
  items,
}: {
  item: AdminFeaturedItem;
  index: number;
  items: AdminFeaturedItem[];
}) {
  const t = useT(adminFeaturedMessages);
  const ta = useT(adminMessages);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const setActive = useAdminMutation({ mutationFn: featuredApi.setActive, invalidate: featuredInvalidates });
  const remove = useAdminMutation({
    mutationFn: featuredApi.remove,
    invalidate: featuredInvalidates,
    successTitle: ta("deleted"),
  });
  const reorder = useAdminMutation({ mutationFn: featuredApi.reorder, invalidate: featuredInvalidates });
  const busy = setActive.isPending || remove.isPending || reorder.isPending;

  const move = (by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, {
      onError: (error) => {
        if (hasStatus(error, 409)) {
          toast({ title: t("orderChanged"), variant: "destructive" });
          void queryClient.invalidateQueries({ queryKey: adminFeaturedQuery.queryKey });
        }
      },
    });
  };

  return (
    <li className="card grid gap-3" aria-label={t("position", { n: index + 1 })}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">
              {t(kindKey[item.kind])}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 ${item.isActive ? "bg-brand-100 text-brand-900" : "bg-slate-200 text-slate-800"}`}
            >
              {item.isActive ? t("shown") : t("hidden")}
            </span>
          </p>
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          {item.description ? <p className="text-sm text-slate-600">{item.description}</p> : null}
          <p dir="ltr" className="text-start text-sm break-all text-slate-600">
            {item.url}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={busy || index === 0}
            onClick={() => move(-1)}
            aria-label={`${t("moveUp")}: ${item.title}`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={busy || index === items.length - 1}
            onClick={() => move(1)}
            aria-label={`${t("moveDown")}: ${item.title}`}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => setEditing(!editing)}
            aria-expanded={editing}
          >
            {ta("edit")}
          </button>
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() => setActive.mutate({ id: item.id, isActive: !item.isActive })}
          >
            {item.isActive ? ta("hide") : ta("show")}
          </button>
          <button
            type="button"
            className="btn-outline text-red-700"
            disabled={busy}
            onClick={() => {
              if (window.confirm(ta("confirmDelete", { name: item.title }))) remove.mutate(item.id);
            }}
          >
            {ta("delete")}
          </button>
        </div>
      </div>
      {editing ? (
        <section
          aria-label={t("editHeading", { title: item.title })}
          className="border-t border-slate-200 pt-4"
        >
          <FeaturedForm item={item} nextSortOrder={item.sortOrder} onDone={() => setEditing(false)} />
        </section>
      ) : null}
    </li>
  );
}
