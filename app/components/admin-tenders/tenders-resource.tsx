import { tenderCategories, tenderStatuses } from "../../../worker/contract/enums";
import { type AdminTender, type AdminTenderInput, adminTenderSchema } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { expectOk, unwrap } from "../../lib/api-client";
import { type AdminResource, Badge, ResourceCard, useDeleteAction } from "../admin/kit";
import { categoryLabel, formatDeadline, statusBadgeClass } from "../tenders/tender-format";
import { TenderDocuments } from "./tender-documents";
import {
  adminTender,
  adminTenders,
  alertsSentOf,
  tenderParam,
  tendersBase,
  tendersInvalidate,
} from "./tenders-api";

/** /admin/tenders: drafts, publishing (which emails the category's subscribers once) and documents. */
export function useTendersResource(): AdminResource<AdminTender, AdminTenderInput> {
  const t = useT(tendersAdminMessages);
  const words = useT(tendersMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const statusLabel = (status: string) => words(status === "Active" ? "statusActive" : "statusClosed");
  // Only the save or publish that sent the alerts says so; later publishes send nothing.
  const alerts = (answer: unknown) =>
    alertsSentOf(answer)
      ? { title: t("published"), description: t("alertsSentCount", { count: alertsSentOf(answer) }) }
      : undefined;
  const invalid = t("invalidField");

  return {
    key: [tendersBase],
    list: async () => (await unwrap(adminTenders.$get())).tenders,
    invalidate: tendersInvalidate,
    rowKey: (tender) => tender.id,
    rowName: (tender) => tender.title,
    listTitle: t("listHeading"),
    emptyText: t("empty"),
    card: (tender, actions) => (
      <ResourceCard
        level={3}
        title={tender.title}
        badges={
          <>
            <Badge tone={tender.publishedAt ? "brand" : "amber"}>
              {tender.publishedAt
                ? t("publishedOn", { date: date.format(new Date(tender.publishedAt)) })
                : t("draft")}
            </Badge>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusBadgeClass(tender.status)}`}
            >
              {statusLabel(tender.status)}
            </span>
            <Badge>{categoryLabel(words, tender.category)}</Badge>
            {tender.alertsSentAt ? <Badge tone="sky">{t("alertsSent")}</Badge> : null}
          </>
        }
        actions={actions}
      >
        <p className="text-sm text-slate-700" dir="auto">
          {tender.organization} · {tender.value} · {formatDeadline(tender.deadline, language)}
        </p>
        <TenderDocuments tender={tender} />
      </ResourceCard>
    ),
    actions: [
      {
        label: (tender) => (tender.publishedAt ? t("unpublish") : t("publish")),
        run: (tender) =>
          tender.publishedAt
            ? unwrap(adminTender.unpublish.$post(tenderParam(tender.id)))
            : unwrap(adminTender.publish.$post(tenderParam(tender.id))),
        done: (_tender, answer) => alerts(answer) ?? admin("saved"),
      },
      {
        label: (tender) => (tender.status === "Active" ? t("closeTender") : t("reopen")),
        run: (tender) =>
          unwrap(
            (tender.status === "Active" ? adminTender.close : adminTender.reopen).$post(
              tenderParam(tender.id),
            ),
          ),
      },
      useDeleteAction((tender) => expectOk(adminTender.$delete(tenderParam(tender.id)))),
    ],
    form: {
      schema: adminTenderSchema,
      save: (tender, input) =>
        tender
          ? unwrap(adminTender.$put({ ...tenderParam(tender.id), json: input }))
          : unwrap(adminTenders.$post({ json: input })),
      toInput: (values, tender) => ({
        ...values,
        referenceNumber: values.referenceNumber || null,
        publish: !tender && values.publish === true,
      }),
      saved: (answer) => alerts(answer),
      title: (tender) => (tender ? t("formEditTitle", { title: tender.title }) : t("formCreateTitle")),
      newLabel: t("newTender"),
      createLabel: admin("save"),
      errorSummary: t("formInvalid"),
      fields: [
        { name: "title", label: t("fieldTitle"), required: true, error: invalid },
        { name: "organization", label: t("fieldOrganization"), required: true, error: invalid },
        { name: "value", label: t("fieldValue"), hint: t("valueHint"), required: true, error: invalid },
        { name: "deadline", label: t("fieldDeadline"), kind: "date", required: true, error: invalid },
        {
          name: "category",
          label: t("fieldCategory"),
          kind: "select",
          initial: tenderCategories[0],
          options: tenderCategories.map((category) => ({
            value: category,
            label: categoryLabel(words, category),
          })),
          error: invalid,
        },
        {
          name: "status",
          label: t("fieldStatus"),
          kind: "select",
          initial: "Active",
          options: tenderStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
          error: invalid,
        },
        {
          name: "description",
          label: t("fieldDescription"),
          kind: "textarea",
          required: true,
          wide: true,
          initial: "",
          error: invalid,
        },
        {
          name: "details",
          label: t("fieldDetails"),
          kind: "textarea",
          rows: 6,
          wide: true,
          initial: "",
          error: invalid,
        },
        {
          name: "referenceNumber",
          label: t("fieldReference"),
          optionalText: t("optional"),
          dir: "ltr",
          initial: "",
          value: (tender) => tender.referenceNumber ?? "",
          error: invalid,
        },
        { name: "publish", label: t("publishNow"), kind: "checkbox", createOnly: true, initial: false },
      ],
    },
  };
}
