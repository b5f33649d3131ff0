import { defineCatalog } from "../define";

/** /admin/partners: the card page's partner discounts and the partnerships page's sponsorship packages. */
const en = {
  title: "Partners and sponsorship",
  lead: "The partner discounts on the membership card page and the sponsorship packages on /partnerships.",
  partnersHeading: "Partner discounts",
  packagesHeading: "Sponsorship packages",
  newPartner: "New partner",
  newPackage: "New package",
  partnersEmpty: "No partner discounts yet.",
  packagesEmpty: "No sponsorship packages yet.",
  formPartnerCreate: "New partner discount",
  formPartnerEdit: "Edit {name}",
  formPackageCreate: "New sponsorship package",
  formPackageEdit: "Edit {name}",
  errorSummary: "Please correct the highlighted fields.",
  fieldName: "Name",
  fieldDiscount: "Discount (%)",
  fieldCategory: "Category",
  fieldActive: "Shown on the public page",
  fieldOrder: "Order",
  fieldOrderHint: "Lower numbers come first.",
  fieldTitle: "Title",
  fieldDuration: "Duration",
  fieldPrice: "Price (SAR)",
  fieldBadge: "Badge",
  fieldBenefits: "Benefits",
  fieldIncludes: "Includes",
  linesHint: "One per line, at most 12.",
  optional: "(optional)",
  errorName: "Enter a name of 2 to 80 characters.",
  errorDiscount: "Enter a whole number from 1 to 90.",
  errorCategory: "Enter a category of 2 to 60 characters.",
  errorOrder: "Enter a whole number from 0 to 10,000.",
  errorTitle: "Enter a title of 2 to 80 characters.",
  errorDuration: "Enter a duration of 2 to 60 characters.",
  errorPrice: "Enter a price of 0 or more, with at most 2 decimals.",
  errorBadge: "Keep the badge to 40 characters.",
  errorLines: "Use at most 12 lines of 2 to 200 characters each.",
  discountValue: "{percent}%",
  visible: "Shown",
  hidden: "Hidden",
  created: "Created",
};

export type AdminPartnersTexts = typeof en;

export const adminPartnersMessages = defineCatalog(en, {
  ar: () => import("./admin-partners.ar"),
  ur: () => import("./admin-partners.ur"),
});
