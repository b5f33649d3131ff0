import { defineCatalog } from "../define";

/** The contact page (/contact). {link} and {email} mark where a link is placed inside the sentence. */
const en = {
  title: "Contact Us",
  lead: "Questions about membership, events or partnerships? Send us a message or reach our team directly.",
  formHeading: "Send us a message",
  requiredNote: "Fields marked * are required.",
  firstName: "First name",
  lastName: "Last name",
  email: "Email address",
  phone: "Phone number",
  optional: "(optional)",
  phoneHint: "Include your country code, for example +966.",
  subject: "Subject",
  message: "Message",
  consent: "I agree that SPPC may use these details to answer my message, as described in the {link}.",
  privacyLink: "Privacy Policy",
  newTab: "(opens in a new tab)",
  send: "Send message",
  notSent:
    "Messages can't be sent online yet. Please email your message to {email}. What you typed is still in the form, so you can copy it.",
  detailsHeading: "Contact details",
  emailLabel: "Email",
  phoneLabel: "Phone",
  addressLabel: "Address",
  partnershipsLabel: "Partnerships",
  hoursHeading: "Support hours",
  hours: "Sunday to Thursday, 9:00–18:00 (Arabia time)",
  responseTime: "We reply to emails within {hours} hours.",
  helpPrompt: "Looking for a quick answer?",
  helpLink: "Visit the Help Center",
};

export type ContactTexts = typeof en;

export const contactMessages = defineCatalog(en, {
  ar: () => import("./contact.ar"),
  ur: () => import("./contact.ur"),
});
