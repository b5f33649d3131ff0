import { defineCatalog } from "../define";

/** /admin/tenders: drafts, publishing (which emails the category's subscribers once) and documents. */
const en = {
  title: "Tenders",
  lead: "Save tenders as drafts, publish them (members subscribed to the category get one email) and attach documents for Premium and Executive members.",
  newTender: "New tender",
  formCreateTitle: "New tender",
  formEditTitle: "Edit {title}",
  fieldTitle: "Title",
  fieldOrganization: "Organization",
  fieldValue: "Value",
  valueHint: "As members should read it, for example SAR 45M.",
  fieldDeadline: "Deadline",
  fieldCategory: "Category",
  fieldStatus: "Status",
  fieldDescription: "Teaser (every member sees it)",
  fieldDetails: "Details (Premium and Executive members only)",
  fieldReference: "Reference number",
  optional: "(optional)",
  publishNow: "Publish now and email the members subscribed to this category",
  invalidField: "Check this field.",
  formInvalid: "Some fields need attention.",
  draft: "Draft",
  publishedOn: "Published {date}",
  alertsSent: "Alerts sent",
  publish: "Publish",
  unpublish: "Unpublish",
  closeTender: "Close tender",
  reopen: "Reopen",
  published: "Tender published",
  alertsSentCount: "Alerts emailed to {count} members.",
  documents: "Documents",
  noDocuments: "No documents yet.",
  uploadLabel: "Add a document",
  uploadHint: "PDF, Word (.docx), Excel (.xlsx) or ZIP, up to 10 MB.",
  upload: "Upload",
  uploading: "Uploading...",
  uploaded: "Document uploaded",
  chooseFile: "Choose a file first.",
  tooLarge: "The file is larger than 10 MB.",
  deleteDocument: "Delete {name}",
  empty: "No tenders yet. Create the first one.",
  listHeading: "All tenders",
};

export type TendersAdminTexts = typeof en;

export const tendersAdminMessages = defineCatalog(en, {
  ar: () => import("./tenders-admin.ar"),
  ur: () => import("./tenders-admin.ur"),
});
