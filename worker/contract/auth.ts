import { z } from "zod";

/** Spec point 5's login schema and messages; used by the /login form and by the API. */
export const signInSchema = z.object({
  email: z.email({ error: "Valid email is required" }),
  password: z.string().min(6, { error: "Password must be at least 6 characters" }).max(128),
  rememberMe: z.boolean().optional().default(false),
  callbackURL: z.string().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The English words of each account-likeness problem (the app shows its catalog's version). */
export const passwordLikenessMessages = {
  blank: "Password must not be only spaces",
  like_email: "Password must not be your email address",
  like_name: "Password must not be your name",
} as const;
export type PasswordLikeness = keyof typeof passwordLikenessMessages;

/**
 * The form a password is compared in: NFKC (as hashing normalises, worker/auth/password.ts, so
 * full-width "ｐａｓｓｗｏｒｄ１２３" is the same password as "password123") and case-folded.
 */
export const foldPassword = (text: string) => text.normalize("NFKC").toLowerCase();
/** Folded, no white space: "Ayesha Khan" and "ayeshakhan" are the same guess. */
const squash = (text: string) => foldPassword(text).replace(/\s+/g, "");
/** A shorter local part ("al@...") would refuse too many honest passwords; the full address still counts. */
const LOCAL_PART_MIN = 3;

/**
 * A password an attacker would try first for this account: white space only, the email (or one
 * containing its local part), or the name, ignoring case and spaces. Shared by the API and the forms.
 */
export function passwordLikeness(
  password: string,
  account: { email?: string; name?: string },
): PasswordLikeness | null {
  if (password.trim() === "") return "blank";
  const guess = squash(password);
  const email = squash(account.email ?? "");
  const local = email.split("@")[0] ?? "";
  if (email && (guess === email || (local.length >= LOCAL_PART_MIN && guess.includes(local)))) {
    return "like_email";
  }
  const name = squash(account.name ?? "");
  if (name && guess === name) return "like_name";
  return null;
}

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine((password) => password.trim() !== "", { error: passwordLikenessMessages.blank });

export const signUpSchema = z
  .object({
    name: z.string().trim().min(2, { error: "Name is required" }).max(100),
    email: z.email({ error: "Valid email is required" }),
    password: newPassword,
    acceptTerms: z.literal(true, { error: "You must agree to terms" }),
    callbackURL: z.string().optional(),
  })
  .superRefine(({ name, email, password }, context) => {
    const likeness = passwordLikeness(password, { email, name });
    // "blank" is the password field's own refinement, already reported.
    if (likeness && likeness !== "blank") {
      context.addIssue({ code: "custom", path: ["password"], message: passwordLikenessMessages[likeness] });
    }
  });
export type SignUpInput = z.input<typeof signUpSchema>;

/** What the API says about a refused password (details.password of a 422). */
export type PasswordProblem = "too_short" | "too_long" | "too_common" | PasswordLikeness;
