import { whatsappGroupTypes } from "../../../worker/contract/enums";
import {
  type AdminWhatsappGroup,
  type AdminWhatsappGroupInput,
  adminWhatsappGroupSchema,
  WHATSAPP_RULES_MAX,
  WHATSAPP_TAGS_MAX,
} from "../../../worker/contract/whatsapp-groups";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminWhatsappMessages } from "../../i18n/messages/admin-whatsapp";
import { whatsappMessages } from "../../i18n/messages/whatsapp";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, StatusBadge, useDeleteAction, useTranslatedFields } from "../admin/kit";
import { typeLabels } from "../whatsapp/group-card";
import { activityTime } from "../whatsapp/relative-time";

const groups = api.admin["whatsapp-groups"];
const group = groups[":id"];
const byId = (id: string) => pathParams({ id });

/** /admin/whatsapp-groups: every group behind /whatsapp-groups, hidden ones too. */
export function useWhatsappGroupsResource(): AdminResource<AdminWhatsappGroup, AdminWhatsappGroupInput> {
  const t = useT(adminWhatsappMessages);
  const admin = useT(adminMessages);
  const types = useT(whatsappMessages);
  const { language } = useLanguage();
  const count = new Intl.NumberFormat(language);
  const translations = useTranslatedFields();
  const lineError = (line: number | undefined, each: "errorRuleLine" | "errorTagLine", all: string) =>
    line === undefined ? all : t(each, { line });

  return {
    key: [groups.$path()],
    list: async () => (await unwrap(groups.$get())).groups,
    invalidate: [groups.$path(), api["whatsapp-groups"].$path()],
    rowKey: (group) => group.id,
    rowName: (group) => group.name,
    caption: t("tableCaption"),
    emptyText: t("empty"),
    columns: [
      {
        header: t("colName"),
        cell: (group) => (
          <>
            <span className="block font-semibold text-slate-900">{group.name}</span>
            <span className="block text-slate-600">
              {t("adminBy", { name: `\u2068${group.adminName}\u2069` })}
            </span>
          </>
        ),
      },
      { header: t("colType"), cell: (group) => types(typeLabels[group.groupType]) },
      { header: t("colMembers"), cell: (group) => count.format(group.memberCount) },
      {
        header: t("colActivity"),
        cell: (group) => (
          <time dateTime={group.lastActivityAt}>{activityTime(group.lastActivityAt, language)}</time>
        ),
      },
      {
        header: admin("statusColumn"),
        cell: (group) =>
          group.isActive ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              {t("statusActive")}
            </span>
          ) : (
            <StatusBadge status="hidden" />
          ),
      },
      translations.column(["name", "description"]),
    ],
    actions: [
      {
        label: (group) => (group.isActive ? admin("hide") : admin("show")),
        run: (row) => expectOk((row.isActive ? group.hide : group.show).$post(byId(row.id))),
        done: (group) => (group.isActive ? t("hidden") : t("shown")),
      },
      {
        label: () => t("markActive"),
        run: (row) => expectOk(group.activity.$post(byId(row.id))),
        done: () => t("markedActive"),
      },
      useDeleteAction((row) => expectOk(group.$delete(byId(row.id)))),
    ],
    form: {
      schema: adminWhatsappGroupSchema,
      save: (row, input) =>
        expectOk(row ? group.$put({ ...byId(row.id), json: input }) : groups.$post({ json: input })),
      title: (group) => (group ? t("formEditTitle", { name: group.name }) : t("formCreateTitle")),
      newLabel: t("newGroup"),
      created: t("created"),
      fields: (row) => [
        ...translations.versions(
          { name: "name", label: t("fieldName"), required: true, error: t("errorName") },
          row,
        ),
        {
          name: "groupType",
          label: t("fieldType"),
          kind: "select",
          required: true,
          initial: "general",
          options: whatsappGroupTypes.map((type) => ({ value: type, label: types(typeLabels[type]) })),
          error: t("errorType"),
        },
        { name: "adminName", label: t("fieldAdmin"), required: true, error: t("errorAdmin") },
        {
          name: "memberCount",
          label: t("fieldMembers"),
          kind: "number",
          required: true,
          min: 0,
          step: 1,
          initial: 0,
          error: t("errorMembers"),
        },
        {
          name: "inviteLink",
          label: t("fieldInvite"),
          kind: "url",
          required: true,
          wide: true,
          placeholder: "https://chat.whatsapp.com/…",
          hint: t("fieldInviteHint"),
          error: t("errorInvite"),
        },
        ...translations.versions(
          {
            name: "description",
            label: t("fieldDescription"),
            kind: "textarea",
            required: true,
            wide: true,
            error: t("errorDescription"),
          },
          row,
        ),
        {
          name: "rules",
          label: t("fieldRules"),
          kind: "lines",
          optionalText: t("optional"),
          hint: t("fieldRulesHint", { max: WHATSAPP_RULES_MAX }),
          error: ({ line }) =>
            lineError(line, "errorRuleLine", t("errorRulesCount", { max: WHATSAPP_RULES_MAX })),
        },
        {
          name: "tags",
          label: t("fieldTags"),
          kind: "lines",
          optionalText: t("optional"),
          hint: t("fieldTagsHint", { max: WHATSAPP_TAGS_MAX }),
          error: ({ line }) =>
            lineError(line, "errorTagLine", t("errorTagsCount", { max: WHATSAPP_TAGS_MAX })),
        },
      ],
    },
  };
}
