import { z } from "zod";
import { languages } from "./enums";
import { optionalPhoneSchema } from "./phone-schemas";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /api/contact: the spec's contact form. The form validates with it too. */
export const contactMessageSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "Enter your first name")
    .max(100, "Keep your first name under 100 characters"),
  lastName: z
    .string()
    .trim()
    .min(1, "Enter your last name")
    .max(100, "Keep your last name under 100 characters"),
  email: z
    .string()
    .trim()
    .max(254, "Enter a valid email address")
    .pipe(z.email("Enter a valid email address")),
  /** Saudi by default, Pakistani next; stored in E.164. */
  phone: optionalPhoneSchema().transform((value) => value ?? undefined),
  subject: z.string().trim().min(2, "Enter a subject").max(200, "Keep the subject under 200 characters"),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters`),
  privacyConsent: z.literal(true, "Please agree to the Privacy Policy so we can answer your message"),
  /** The page's language, for the confirmation email; the lang cookie otherwise. */
  language: z.enum(languages).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageData;

/** A stored message as /api/admin/messages lists it. */
export type ContactMessage = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: "new" | "answered";
  userId: string | null;
  createdAt: string;
};

export const contactStatusSchema = z.object({ status: z.enum(["new", "answered"]) });
