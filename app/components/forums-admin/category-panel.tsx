import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AdminForumCategory } from "../../../worker/contract/forums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { adminForumCategoriesQuery, forumAdminApi, forumAdminInvalidates } from "../../queries/forums-admin";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";
import { CategoryForm } from "./category-form";

/** Every category (hidden ones too): create, edit, hide or show, delete (the API refuses non-empty ones). */
export function CategoryPanel() {
  const t = useT(forumsAdminMessages);
  const id = useId();
  const query = useQuery(adminForumCategoriesQuery);
  return (
    <section aria-labelledby={id} className="mb-10 grid gap-4">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {t("categoriesHeading")}
      </h2>
      <div className="card grid gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t("newCategory")}</h3>
        <CategoryForm />
      </div>
      <AdminListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.data?.length === 0}
        emptyText={t("noCategories")}
      >
        <ul className="grid gap-3">
          {query.data?.map((category) => (
            <li key={category.id}>
              <CategoryRow category={category} />
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}

function CategoryRow({ category }: { category: AdminForumCategory }) {
  const t = useT(forumsAdminMessages);
  const admin = useT(adminMessages);
  const [editing, setEditing] = useState(false);
  const update = useAdminMutation({
    mutationFn: forumAdminApi.updateCategory,
    invalidate: forumAdminInvalidates,
  });
  const remove = useAdminMutation({
    mutationFn: forumAdminApi.deleteCategory,
    invalidate: forumAdminInvalidates,
    successTitle: admin("deleted"),
  });
  return (
    <article aria-label={category.name} className="card grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="font-semibold text-slate-900">
            {category.name}{" "}
            <span className="text-sm font-normal text-slate-600" dir="ltr">
              /{category.slug}
            </span>
          </h3>
          <p className="text-sm text-slate-600">{category.description}</p>
          <p className="text-sm text-slate-700">
            {t("threadCount", { count: category.threadCount, removed: category.removedThreadCount })} ·{" "}
            {t("sortOrderLabel")} {category.sortOrder} ·{" "}
            <span className={category.isHidden ? "font-semibold text-amber-800" : "text-brand-800"}>
              {category.isHidden ? t("hidden") : t("visible")}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => setEditing((open) => !open)}>
            {admin("edit")}
          </button>
          <button
            type="button"
            className="btn-outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: category.id, isHidden: !category.isHidden })}
          >
            {category.isHidden ? admin("show") : admin("hide")}
          </button>
          <button
            type="button"
            className="btn-outline"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(admin("confirmDelete", { name: category.name }))) remove.mutate(category.id);
            }}
          >
            {admin("delete")}
          </button>
        </div>
      </div>
      {editing ? <CategoryForm category={category} onDone={() => setEditing(false)} /> : null}
    </article>
  );
}
