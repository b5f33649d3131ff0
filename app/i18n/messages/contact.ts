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
  sending: "Sending...",
  sentTitle: "Message sent",
  sentText:
    "Thank you, {name}. We received your message and emailed you a confirmation. We reply within {hours} hours.",
  sendAnother: "Send another message",
  errorSummary: "Please check the fields marked below. What you typed is still in the form.",
  errorFirstName: "Enter your first name.",
  errorLastName: "Enter your last name.",
  errorEmail: "Enter a valid email address, for example name@example.com.",
  errorPhone: "Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567.",
  errorSubject: "Enter a subject of at least 2 characters.",
  errorMessage: "Write between 10 and 5000 characters.",
  errorConsent: "Please agree to the Privacy Policy so we can answer your message.",
  rateLimited:
    "You have sent several messages in the last hour. Please wait a little before sending another. What you typed is still in the form.",
  sendFailed:
    "Your message could not be sent. Please try again, or email it to {email}. What you typed is still in the form.",
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
