import type { Language } from "../../contract/enums";
import { ar } from "./ar";
import { en } from "./en";
import type { MailMessages } from "./types";
import { ur } from "./ur";

export type { MailMessages };

/** Every mail's texts per language: worker/email/messages/{en,ar,ur}.ts. */
export const mailMessages: Record<Language, MailMessages> = { en, ar, ur };
