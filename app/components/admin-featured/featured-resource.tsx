import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { type FeaturedContentKind, featuredContentKinds } from "../../../worker/contract/enums";
import {
  type AdminFeaturedItem,
  type FeaturedItemInput,
  featuredItemSchema,
} from "../../../worker/contract/featured";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { type AdminFeaturedTexts, adminFeaturedMessages } from "../../i18n/messages/admin-featured";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";
import { type AdminResource, Badge, ResourceCard, useDeleteAction, useTranslatedFields } from "../admin/kit";

const featured = api.admin.featured;
const featuredItem = featured[":id"];
const byId = (id: string) => pathParams({ id });

const kindKey = {
  job: "kindJob",
  business: "kindBusiness",
  event: "kindEvent",
  thread: "kindThread",
  tender: "kindTender",
  link: "kindLink",
} as const satisfies Record<FeaturedContentKind, keyof AdminFeaturedTexts>;

/** The ids in their new order, `item` moved one place up (-1) or down (1). */
function moved(items: AdminFeaturedItem[], item: AdminFeaturedItem, by: -1 | 1): string[] {
  const ids = items.map((i) => i.id).filter((id) => id !== item.id);
  ids.splice(items.indexOf(item) + by, 0, item.id);
  return ids;
}

/** /admin/featured: what /explore features, in the order members see it. */
export function useFeaturedResource(): AdminResource<AdminFeaturedItem, FeaturedItemInput> {
  const t = useT(adminFeaturedMessages);
  const admin = useT(adminMessages);
  const translations = useTranslatedFields();
  const move = (by: -1 | 1, label: string, icon: ReactNode) => ({
    label: () => label,
    icon,
    run: (item: AdminFeaturedItem, items: AdminFeaturedItem[]) =>
      expectOk(featured.order.$put({ json: { ids: moved(items, item, by) } })),
    disabled: (item: AdminFeaturedItem, items: AdminFeaturedItem[]) =>
      items.indexOf(item) + by < 0 || items.indexOf(item) + by >= items.length,
    // Someone else reordered meanwhile: the list reloads (as after every write) for another try.
    failed: (error: unknown) => (hasStatus(error, 409) ? t("orderChanged") : undefined),
  });

  return {
    key: [featured.$path()],
    list: async () => (await unwrap(featured.$get())).items,
    invalidate: [featured.$path(), api.explore.$path()],
    rowKey: (item) => item.id,
    rowName: (item) => item.title,
    listTitle: t("listHeading"),
    emptyText: t("empty"),
    card: (item, actions) => <FeaturedCard item={item} actions={actions} />,
    actions: [
      move(-1, t("moveUp"), <ArrowUp aria-hidden="true" className="size-4" />),
      move(1, t("moveDown"), <ArrowDown aria-hidden="true" className="size-4" />),
      {
        label: (item) => (item.isActive ? admin("hide") : admin("show")),
        run: (row) =>
          expectOk(featuredItem.visibility.$post({ ...byId(row.id), json: { isActive: !row.isActive } })),
      },
      useDeleteAction((row) => expectOk(featuredItem.$delete(byId(row.id)))),
    ],
    form: {
      schema: featuredItemSchema,
      save: (row, input) =>
        expectOk(row ? featuredItem.$put({ ...byId(row.id), json: input }) : featured.$post({ json: input })),
      // A new item goes last.
      toInput: (values, item, items) => ({
        ...values,
        sortOrder: item?.sortOrder ?? items.reduce((max, i) => Math.max(max, i.sortOrder + 1), 0),
      }),
      title: (item) => (item ? t("editHeading", { title: item.title }) : t("addHeading")),
      inline: true,
      fields: (row) => [
        {
          name: "kind",
          label: t("kindLabel"),
          kind: "select",
          required: true,
          initial: "event",
          options: featuredContentKinds.map((kind) => ({ value: kind, label: t(kindKey[kind]) })),
        },
        ...translations.versions(
          { name: "title", label: t("titleLabel"), required: true, maxLength: 120, error: t("errorTitle") },
          row,
        ),
        {
          name: "url",
          label: t("urlLabel"),
          required: true,
          wide: true,
          dir: "ltr",
          maxLength: 500,
          hint: t("urlHint"),
          error: t("errorUrl"),
        },
        ...translations.versions(
          {
            name: "description",
            label: t("descriptionLabel"),
            kind: "textarea",
            rows: 2,
            wide: true,
            maxLength: 300,
            initial: "",
            error: t("errorDescription"),
          },
          row,
        ),
        { name: "isActive", label: t("activeLabel"), kind: "checkbox", initial: true },
      ],
    },
  };
}

/** An item as members will see it on /explore, with its kind and whether it is shown. */
function FeaturedCard({ item, actions }: { item: AdminFeaturedItem; actions: ReactNode }) {
  const t = useT(adminFeaturedMessages);
  return (
    <ResourceCard
      level={3}
      title={item.title}
      badges={
        <>
          <Badge tone="brand">{t(kindKey[item.kind])}</Badge>
          <Badge tone={item.isActive ? "brand" : "slate"}>{item.isActive ? t("shown") : t("hidden")}</Badge>
        </>
      }
      actions={actions}
    >
      {item.description ? <p className="text-sm text-slate-600">{item.description}</p> : null}
      <p dir="ltr" className="text-start text-sm break-all text-slate-600">
        {item.url}
      </p>
    </ResourceCard>
  );
}
