import { defineCatalog } from "../define";

/** /admin/applications: membership applications for review. */
const en = {
  title: "Membership applications",
  lead: "Applications sent from the membership page, pending first. Approve or reject with a reason.",
  empty: "No applications yet.",
  applicant: "Applicant",
  email: "Email",
  phone: "Phone",
  city: "City",
  profession: "Profession",
  company: "Company",
  experience: "Experience",
  membershipType: "Membership type",
  marketing: "Marketing emails",
  yes: "Yes",
  no: "No",
  received: "Received",
  note: "Reason",
};

export type AdminApplicationsTexts = typeof en;

export const adminApplicationsMessages = defineCatalog(en, {
  ar: () => import("./admin-applications.ar"),
  ur: () => import("./admin-applications.ur"),
});
