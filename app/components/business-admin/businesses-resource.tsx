import { Link } from "@tanstack/react-router";
import type { AdminBusiness } from "../../../worker/contract/businesses";
import type { ModerationStatus } from "../../../worker/contract/enums";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { businessAdminMessages } from "../../i18n/messages/business-admin";
import { expectOk, unwrap } from "../../lib/api-client";
import {
  type AdminResource,
  Badge,
  ResourceCard,
  StatusBadge,
  useDeleteAction,
  useStatusFilter,
} from "../admin/kit";
import { BusinessAdminForm } from "./business-admin-form";
import {
  adminBusiness,
  adminBusinesses,
  businessesBase,
  businessesInvalidate,
  businessParam,
} from "./businesses-api";

type Filters = { status: ModerationStatus | "all" };
type Action = "approve" | "verify" | "unverify" | "feature" | "unfeature";
const post = (business: AdminBusiness, action: Action) =>
  expectOk(adminBusiness[action].$post(businessParam(business.id)));

/** /admin/businesses: pending submissions first, then everything else, with every moderation action. */
export function useBusinessesResource(): AdminResource<AdminBusiness, never, Filters> {
  const t = useT(businessAdminMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const withReason = (action: "reject" | "hide", label: string, done: string) => ({
    label: () => label,
    reason: {},
    run: (business: AdminBusiness, _rows: AdminBusiness[], reason?: string) =>
      expectOk(
        adminBusiness[action].$post({ ...businessParam(business.id), json: { reason: reason ?? "" } }),
      ),
    done: () => done,
  });
  return {
    key: [businessesBase],
    list: async ({ status }) => (await unwrap(adminBusinesses.$get({ query: { status } }))).businesses,
    initialFilters: { status: "all" },
    filters: [useStatusFilter<Filters>(t("filterLabel"), t("filterAll"))],
    invalidate: businessesInvalidate,
    rowKey: (business) => business.id,
    rowName: (business) => business.name,
    listTitle: t("listHeading"),
    emptyText: t("empty"),
    rowExtra: (business) => (
      <Link
        to="/business/$slug"
        params={{ slug: business.slug }}
        aria-label={t("viewLabel", { name: business.name })}
        className="btn-ghost"
      >
        {t("view")}
      </Link>
    ),
    actions: [
      {
        label: () => admin("approve"),
        hidden: (business) => business.status === "approved",
        run: (business) => post(business, "approve"),
        done: () => t("approved"),
      },
      { ...withReason("reject", admin("reject"), t("rejected")), hidden: (b) => b.status !== "pending" },
      { ...withReason("hide", admin("hide"), t("hidden")), hidden: (b) => b.status !== "approved" },
      {
        label: (business) => (business.isVerified ? t("unverify") : t("verify")),
        run: (business) => post(business, business.isVerified ? "unverify" : "verify"),
      },
      {
        label: (business) => (business.featured ? t("unfeature") : t("feature")),
        run: (business) => post(business, business.featured ? "unfeature" : "feature"),
      },
      useDeleteAction((business) => expectOk(adminBusiness.$delete(businessParam(business.id)))),
    ],
    editor: {
      newLabel: t("newBusiness"),
      render: (business, done) => <BusinessAdminForm business={business} onDone={done} />,
    },
    card: (business, actions) => (
      <ResourceCard
        level={3}
        title={business.name}
        badges={
          <>
            <StatusBadge status={business.status} />
            {business.isVerified ? <Badge tone="sky">{t("verifiedBadge")}</Badge> : null}
            {business.featured ? <Badge tone="violet">{t("featuredBadge")}</Badge> : null}
          </>
        }
        actions={actions}
      >
        <p className="text-sm text-slate-700">
          {business.industry} · {business.location} ·{" "}
          {t("createdOn", { date: date.format(new Date(business.createdAt)) })}
        </p>
        <p className="text-sm text-slate-700">
          {business.ownerEmail
            ? t("submittedBy", { name: business.ownerName ?? "", email: business.ownerEmail })
            : t("addedByAdmin")}
        </p>
        <p dir="auto" className="line-clamp-3 text-slate-700">
          {business.description}
        </p>
        {business.reviewNote ? (
          <p dir="auto" className="text-sm text-slate-600">
            {t("reason", { reason: business.reviewNote })}
          </p>
        ) : null}
      </ResourceCard>
    ),
  };
}
