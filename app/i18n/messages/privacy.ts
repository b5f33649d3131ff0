import { defineCatalog } from "../define";

/** The privacy policy (/privacy and /privacy-policy). Placeholders: {email}, {address}, {days}, {date}. */
const en = {
  title: "Privacy Policy",
  lead: "How SPPC collects, uses and protects your personal data.",
  updated: "Last updated: {date}",
  contents: "Contents",
  introTitle: "Introduction",
  introP1:
    "The Saudi Pakistani Professionals Community (SPPC, “we”) runs this website and app, where members find events, manage their membership, browse jobs and use the business directory. This policy explains what personal data we collect, why we use it, and the choices and rights you have.",
  introP2:
    "We process personal data in accordance with the Personal Data Protection Law (PDPL) of the Kingdom of Saudi Arabia and its implementing regulations. Where we rely on your consent, we ask for it separately and clearly.",
  controllerTitle: "Data controller",
  controllerP1:
    "SPPC is the controller of the personal data described in this policy: we decide why and how it is processed. You can write to us at {address} or email {email}.",
  collectedTitle: "Personal data we collect",
  collectedP1: "We collect only the data we need to run the community:",
  collectedAccount:
    "Account data: your name, email address, phone number and password (stored only in hashed form).",
  collectedProfile:
    "Profile data you choose to add: job title, company, city, profession, skills, languages, biography and profile photo.",
  collectedMembership:
    "Membership data: your plan, membership ID, digital membership card and payment status. Payments are handled by a licensed payment provider; we never store full card numbers.",
  collectedEvents:
    "Event data: the events and cities you register for, what you hope to gain from them, and your attendance.",
  collectedContent:
    "Community content: posts, forum messages, job listings and business directory entries you publish.",
  collectedTechnical:
    "Technical data: your language preference, device and browser type, and the security logs we need to keep the service safe.",
  basisTitle: "Legal basis for processing",
  basisP1: "We process personal data only when the law allows it, on one of these bases:",
  basisConsent:
    "Consent: for optional processing such as marketing messages and showing your profile to other members. You can withdraw your consent at any time in your profile settings or by contacting us; this does not affect processing carried out before you withdrew it.",
  basisContract:
    "Contractual necessity: to create your account, provide your membership and membership card, register you for events and process your payments.",
  basisInterest:
    "Legitimate interest: to keep the platform secure, prevent fraud and abuse, and improve our services, always weighed against your rights and interests.",
  rightsTitle: "Your rights",
  rightsP1: "Under the PDPL you have the right to:",
  rightsAccess:
    "Access: know how your data is processed and receive a copy of the personal data we hold about you.",
  rightsRectification:
    "Rectification: ask us to correct or complete data that is inaccurate or incomplete. You can also edit most of your profile yourself.",
  rightsErasure:
    "Erasure: ask us to delete your personal data when it is no longer needed, unless the law requires us to keep it.",
  rightsPortability: "Portability: receive your data in a readable, commonly used format.",
  rightsClosing:
    "To use any of these rights, contact us as described in the “Contact us” section below. We may need to confirm your identity before acting on a request.",
  securityTitle: "Security measures",
  securityP1:
    "We protect personal data with technical and organisational measures suited to the risk, including:",
  securityEncryption: "Encrypted connections (HTTPS) for all traffic.",
  securityPasswords: "Passwords stored only as salted hashes, never as plain text.",
  securityAccess:
    "Access to personal data limited to the team members who need it, under confidentiality obligations.",
  securityBackups: "Regular backups and monitoring of our systems.",
  securityClosing:
    "If a data breach is likely to harm you, we will inform you and the competent authority as the law requires.",
  retentionTitle: "Data retention",
  retentionP1:
    "We keep personal data only as long as we need it for the purposes in this policy. If an account stays inactive for 2 years, we delete its personal data.",
  retentionP2:
    "When you delete your account, we delete everything that identifies you, everywhere, in one step: your account, profile and photos, posts and comments, event registrations and photos, business listings and job posts, messages and applications, and the emails we sent you. A few records stay, with nothing left that identifies you:",
  retentionKeptPayments:
    "Payments: the amount, plan, date and reference of each payment, kept for our accounts and tax records as the law requires, no longer linked to you.",
  retentionKeptForum:
    "Forum threads and replies: kept so that other members’ conversations still make sense, shown as written by “Former member”.",
  retentionKeptAudit:
    "Our administrators’ activity log: the actions taken on your account (for example a plan change) stay for accountability, naming the account only by an internal number that no longer leads to you.",
  retentionKeptConfirmation: "The email confirming the deletion is sent to you and then deleted too.",
  retentionP3:
    "Inactive accounts: if you do not sign in for 2 years, your account and its personal data are deleted. We email you 30 days before that happens, and signing in keeps your account.",
  retentionP4:
    "You can delete your account yourself at any time on the Privacy & data page (/privacy-settings), where you can also download a copy of your data and change your consents. We answer every privacy request within {days} days.",
  transfersTitle: "International transfers",
  transfersP1:
    "Our platform runs on cloud infrastructure that may store or process data outside the Kingdom of Saudi Arabia. We transfer personal data abroad only as the PDPL and its regulations permit, with appropriate safeguards such as contractual protections, and only the data needed for the purpose.",
  transfersP2:
    "Where your data is stored: the website and app run on Cloudflare's platform. Account, profile and consent records are kept in a Cloudflare D1 database and profile photos in Cloudflare R2 storage. Requests are handled on Cloudflare's global network, with the database's primary location chosen by the operator.",
  contactTitle: "Contact us",
  contactP1:
    "Our data protection officer handles questions and requests about your personal data. Email {email}; we answer every request within {days} days.",
  contactP2:
    "If you are not satisfied with our answer, you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).",
  changesTitle: "Changes to this policy",
  changesP1:
    "We may update this policy when our services or the law change. We will show the new date at the top of this page and tell members about significant changes by email or in the app before they take effect.",
};

export type PrivacyTexts = typeof en;

export const privacyMessages = defineCatalog(en, {
  ar: () => import("./privacy.ar"),
  ur: () => import("./privacy.ur"),
});
