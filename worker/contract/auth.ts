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

export const signUpSchema = z.object({
  name: z.string().trim().min(2, { error: "Name is required" }).max(100),
  email: z.email({ error: "Valid email is required" }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  acceptTerms: z.literal(true, { error: "You must agree to terms" }),
  callbackURL: z.string().optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** What the API says about a refused password (details.password of a 422). */
export type PasswordProblem = "too_short" | "too_long" | "too_common";
