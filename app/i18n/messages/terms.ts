import { defineCatalog } from "../define";

/** Terms of Service (/terms). Placeholders: {date}, {email}. */
const en = {
  title: "Terms of Service",
  lead: "The rules for using SPPC's website, app and membership.",
  updated: "Last updated: {date}",
  contents: "Contents",
  acceptanceTitle: "Acceptance of terms",
  acceptanceP1:
    "These Terms of Service govern your use of the website and app of the Saudi Pakistani Professionals Community (SPPC), including events, membership, jobs, the business directory and forums. By creating an account or using the platform, you agree to these terms and to our Privacy Policy.",
  acceptanceP2: "If you do not agree, please do not use the platform.",
  accountsTitle: "Membership and accounts",
  accountsP1:
    "You must be at least 18 years old to create an account. Give accurate information and keep it up to date.",
  accountsP2:
    "You are responsible for keeping your password safe and for all activity on your account. Tell us straight away if you think someone else has used it.",
  accountsP3:
    "Your membership and digital membership card are personal and may not be shared or transferred. We may suspend or close accounts that break these terms.",
  useTitle: "Acceptable use",
  useP1: "Use the platform respectfully and lawfully. In particular, you must not:",
  useUnlawful:
    "Post content that is unlawful, offensive, discriminatory or harmful, or that breaks the laws of the Kingdom of Saudi Arabia.",
  useHarass: "Harass, impersonate or mislead other members.",
  useSpam: "Send spam or unsolicited advertising, or publish fake job offers or tenders.",
  useData: "Collect other members' personal data without their consent.",
  useSystems: "Try to access accounts or systems you are not allowed to use, or disrupt the service.",
  contentTitle: "Content and intellectual property",
  contentP1:
    "You keep ownership of what you post. By posting, you give SPPC a non-exclusive, royalty-free licence to host, display and share it on the platform so the service can work. Only post content you have the right to share.",
  contentP2:
    "The SPPC name, logo, design and software belong to SPPC or its licensors and may not be used without written permission. We may remove content that breaks these terms.",
  paymentsTitle: "Payments and refunds",
  paymentsP1:
    "Basic membership is free. Paid plans are charged in Saudi riyals (SAR) for each billing period, at the price shown when you subscribe.",
  paymentsP2:
    "Every paid membership comes with a 30-day money-back guarantee: ask for a refund within 30 days of payment and we will return the full amount.",
  paymentsP3:
    "You can cancel at any time. You keep your plan's benefits until the end of the current billing period and will not be charged again.",
  paymentsP4:
    "Partner discounts are offered by independent partners, who set their own conditions and may change them.",
  liabilityTitle: "Limitation of liability",
  liabilityP1:
    "The platform is provided “as is”. We work to keep it available and accurate, but we do not promise that it will always be uninterrupted or free of errors.",
  liabilityP2:
    "Jobs, business listings, tenders and partner offers come from third parties. We do not guarantee them and are not a party to any agreement you make with them.",
  liabilityP3:
    "As far as the law allows, SPPC is not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.",
  lawTitle: "Governing law and contact",
  lawP1:
    "These terms are governed by the laws of the Kingdom of Saudi Arabia, and the competent courts of the Kingdom have jurisdiction over any dispute.",
  lawP2:
    "We may update these terms. We will publish the new version here with its date and tell members about significant changes before they take effect.",
  lawP3: "Questions about these terms? Email us at {email}.",
  contactLink: "Go to the contact page",
};

export type TermsTexts = typeof en;

export const termsMessages = defineCatalog(en, {
  ar: () => import("./terms.ar"),
  ur: () => import("./terms.ur"),
});
