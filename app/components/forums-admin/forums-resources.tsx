import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import {
  type AdminForumCategory,
  type AdminForumCategoryInput,
  type AdminForumThread,
  adminForumCategorySchema,
} from "../../../worker/contract/forums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, Badge, ResourceCard, useDeleteAction, useTranslatedFields } from "../admin/kit";
import {
  FORUMS_ADMIN,
  fetchAdminCategories,
  forumAdminInvalidates,
  forumsAdmin,
  patchCategory,
  patchThread,
} from "./forums-api";
import { ThreadReplies } from "./thread-replies";

type ThreadFilters = { search: string; category: string; status: "all" | "visible" | "removed" };
const statusLabel = { all: "statusAll", visible: "statusVisible", removed: "statusRemoved" } as const;

/** Every category (hidden ones too): create, edit, hide or show, delete (the API refuses non-empty ones). */
export function useCategoriesResource(): AdminResource<AdminForumCategory, AdminForumCategoryInput> {
  const t = useT(forumsAdminMessages);
  const admin = useT(adminMessages);
  const translations = useTranslatedFields();
  const languages = translations.column<AdminForumCategory>(["name", "description"]);
  return {
    key: [FORUMS_ADMIN, "categories"],
    list: fetchAdminCategories,
    invalidate: forumAdminInvalidates,
    rowKey: (category) => category.id,
    rowName: (category) => category.name,
    emptyText: t("noCategories"),
    actions: [
      {
        label: (category) => (category.isHidden ? admin("show") : admin("hide")),
        run: (category) => patchCategory(category.id, { isHidden: !category.isHidden }),
      },
      useDeleteAction((category) =>
        expectOk(forumsAdmin.categories[":id"].$delete(pathParams({ id: category.id }))),
      ),
    ],
    card: (category, actions) => (
      <ResourceCard
        level={3}
        title={
          <>
            {category.name}{" "}
            <span className="text-sm font-normal text-slate-600" dir="ltr">
              /{category.slug}
            </span>
          </>
        }
        badges={
          category.isHidden ? (
            <Badge tone="amber">{t("hidden")}</Badge>
          ) : (
            <Badge tone="brand">{t("visible")}</Badge>
          )
        }
        actions={actions}
      >
        <p className="text-sm text-slate-600">{category.description}</p>
        <p className="text-sm text-slate-700">
          {t("threadCount", { count: category.threadCount, removed: category.removedThreadCount })} ·{" "}
          {t("sortOrderLabel")} {category.sortOrder}
        </p>
        {/* Which of the Arabic and Urdu versions members would still read in English. */}
        <p className="text-sm">{languages.cell(category)}</p>
      </ResourceCard>
    ),
    form: {
      schema: adminForumCategorySchema,
      // An empty address name means "make it from the name" (create) or "keep it" (edit).
      toInput: (values) => ({ ...values, slug: values.slug || undefined, sortOrder: values.sortOrder || 0 }),
      save: (category, input) =>
        category
          ? patchCategory(category.id, input)
          : expectOk(forumsAdmin.categories.$post({ json: input })),
      title: (category) => (category ? t("editCategory", { name: category.name }) : t("newCategory")),
      inline: true,
      fields: (category) => [
        ...translations.versions(
          { name: "name", label: t("nameLabel"), required: true, maxLength: 80, error: t("errorName") },
          category,
        ),
        { name: "slug", label: t("slugLabel"), hint: t("slugHint"), dir: "ltr", maxLength: 60, initial: "" },
        ...translations.versions(
          {
            name: "description",
            label: t("descriptionLabel"),
            kind: "textarea",
            rows: 2,
            maxLength: 300,
            wide: true,
            initial: "",
          },
          category,
        ),
        { name: "sortOrder", label: t("sortOrderLabel"), kind: "number", min: 0, max: 999, initial: 0 },
      ],
    },
  };
}

/** A thread's replies, opened on demand under its card. */
function RepliesToggle({ thread }: { thread: AdminForumThread }) {
  const t = useT(forumsAdminMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t("hideReplies") : t("showReplies")}
      </button>
      {open ? <ThreadReplies thread={thread} /> : null}
    </>
  );
}

/** Discussions for moderation, removed ones included: pin, lock, remove, and the replies of each. */
export function useThreadsResource(): AdminResource<AdminForumThread, never, ThreadFilters> {
  const t = useT(forumsAdminMessages);
  const categories = useQuery({ queryKey: [FORUMS_ADMIN, "categories", {}], queryFn: fetchAdminCategories });
  const toggle = (flag: "isPinned" | "isLocked", on: string, off: string) => ({
    label: (thread: AdminForumThread) => (thread[flag] ? off : on),
    run: (thread: AdminForumThread) => patchThread(thread.id, { [flag]: !thread[flag] }),
  });
  return {
    key: [FORUMS_ADMIN, "threads"],
    list: async ({ search, category, status }) => {
      const query = {
        status,
        category: category === "all" ? undefined : category,
        search: search.trim() || undefined,
      };
      return (await unwrap(forumsAdmin.threads.$get({ query }))).threads;
    },
    initialFilters: { search: "", category: "all", status: "all" },
    filters: [
      { name: "search", label: t("searchLabel"), kind: "search" },
      {
        name: "category",
        label: t("categoryLabel"),
        kind: "select",
        options: [
          { value: "all", label: t("allCategories") },
          ...(categories.data ?? []).map((category) => ({ value: category.slug, label: category.name })),
        ],
      },
      {
        name: "status",
        label: t("statusLabel"),
        kind: "select",
        options: (["all", "visible", "removed"] as const).map((status) => ({
          value: status,
          label: t(statusLabel[status]),
        })),
      },
    ],
    invalidate: forumAdminInvalidates,
    rowKey: (thread) => thread.id,
    rowName: (thread) => thread.title,
    emptyText: t("noThreads"),
    actions: [
      toggle("isPinned", t("pin"), t("unpin")),
      toggle("isLocked", t("lock"), t("unlock")),
      {
        label: (thread) => (thread.removedAt ? t("restore") : t("remove")),
        run: (thread) => patchThread(thread.id, { removed: !thread.removedAt }),
      },
    ],
    card: (thread, actions) => (
      <ResourceCard
        level={3}
        title={
          !thread.removedAt && !thread.categoryHidden ? (
            <Link to="/forums/$slug" params={{ slug: thread.slug }} className="underline">
              {thread.title}
            </Link>
          ) : (
            thread.title
          )
        }
        badges={
          <>
            {thread.isPinned ? <Badge tone="brand">{t("pinned")}</Badge> : null}
            {thread.isLocked ? <Badge>{t("locked")}</Badge> : null}
            {thread.removedAt ? <Badge tone="red">{t("removed")}</Badge> : null}
            {thread.categoryHidden ? <Badge tone="amber">{t("categoryHidden")}</Badge> : null}
          </>
        }
        actions={
          <div className="grid gap-3">
            {actions}
            <RepliesToggle thread={thread} />
          </div>
        }
      >
        <p className="text-sm text-slate-600">
          {t("threadMeta", {
            author: thread.authorName,
            category: thread.category.name,
            count: thread.replyCount,
          })}
        </p>
      </ResourceCard>
    ),
  };
}
