import type { privacyMessages } from "../../i18n/messages/privacy";
import type { SectionSpec } from "./sections";

type Key = keyof typeof privacyMessages.en;

/** The ten sections spec point 2 lists, in order; ids are the anchors other pages may link to. */
export const privacySections: SectionSpec<Key>[] = [
  { id: "introduction", title: "introTitle", paragraphs: ["introP1", "introP2"] },
  { id: "data-controller", title: "controllerTitle", paragraphs: ["controllerP1"] },
  {
    id: "data-we-collect",
    title: "collectedTitle",
    paragraphs: ["collectedP1"],
    list: [
      "collectedAccount",
      "collectedProfile",
      "collectedMembership",
      "collectedEvents",
      "collectedContent",
      "collectedTechnical",
    ],
  },
  {
    id: "legal-basis",
    title: "basisTitle",
    paragraphs: ["basisP1"],
    list: ["basisConsent", "basisContract", "basisInterest"],
  },
  {
    id: "your-rights",
    title: "rightsTitle",
    paragraphs: ["rightsP1"],
    list: ["rightsAccess", "rightsRectification", "rightsErasure", "rightsPortability"],
    closing: ["rightsClosing"],
  },
  {
    id: "security",
    title: "securityTitle",
    paragraphs: ["securityP1"],
    list: ["securityEncryption", "securityPasswords", "securityAccess", "securityBackups"],
    closing: ["securityClosing"],
  },
  {
    id: "retention",
    title: "retentionTitle",
    paragraphs: ["retentionP1", "retentionP2"],
    // What account deletion keeps, and why (worker/domain/privacy/delete.ts does exactly this).
    list: ["retentionKeptPayments", "retentionKeptForum", "retentionKeptAudit", "retentionKeptConfirmation"],
    closing: ["retentionP3", "retentionP4"],
  },
  { id: "international-transfers", title: "transfersTitle", paragraphs: ["transfersP1", "transfersP2"] },
  { id: "contact", title: "contactTitle", paragraphs: ["contactP1", "contactP2"] },
  { id: "changes", title: "changesTitle", paragraphs: ["changesP1"] },
];
