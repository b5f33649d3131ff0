import { defineCatalog } from "../define";

/** /admin/whatsapp-groups: the groups behind /whatsapp-groups (shared admin words live in admin.ts). */
const en = {
  title: "WhatsApp groups",
  lead: "Create, edit, hide and delete the groups members can join on the WhatsApp Groups page.",
  newGroup: "New group",
  tableCaption: "WhatsApp groups, newest first",
  colName: "Group",
  colType: "Type",
  colMembers: "Members",
  colActivity: "Last activity",
  adminBy: "Admin: {name}",
  statusActive: "Active",
  markActive: "Mark active now",
  markedActive: "Marked active now",
  hidden: "Group hidden from the WhatsApp Groups page",
  shown: "Group shown on the WhatsApp Groups page",
  created: "Group created",
  empty: "No groups yet. Create the first one with New group.",
  formCreateTitle: "New WhatsApp group",
  formEditTitle: "Edit {name}",
  fieldName: "Group name",
  fieldType: "Group type",
  fieldMembers: "Member count",
  fieldAdmin: "Admin name",
  fieldInvite: "Invite link",
  fieldInviteHint: "Copy it from WhatsApp: https://chat.whatsapp.com/ followed by the group's code.",
  fieldDescription: "Description",
  fieldRules: "Rules",
  fieldRulesHint: "One rule per line, up to {max} rules; the page shows the first 2.",
  fieldTags: "Tags",
  fieldTagsHint: "One tag per line, up to {max} tags, without the #. Tags help search.",
  optional: "(optional)",
  errorName: "Enter a name of 3 to 80 characters.",
  errorDescription: "Enter a description of 10 to 500 characters.",
  errorInvite: "The invite link must look like https://chat.whatsapp.com/ followed by the group's code.",
  errorType: "Choose one of the group types.",
  errorMembers: "Enter the member count as a whole number, 0 or more.",
  errorAdmin: "Enter the admin's name, 2 to 80 characters.",
  errorRuleLine: "Line {line}: a rule must be 2 to 200 characters.",
  errorRulesCount: "At most {max} rules, one per line.",
  errorTagLine: "Line {line}: a tag must be 1 to 30 characters.",
  errorTagsCount: "At most {max} tags, one per line.",
  errorSummary: "Please correct the highlighted fields. Nothing you typed was lost.",
};

export type AdminWhatsappTexts = typeof en;

export const adminWhatsappMessages = defineCatalog(en, {
  ar: () => import("./admin-whatsapp.ar"),
  ur: () => import("./admin-whatsapp.ur"),
});
