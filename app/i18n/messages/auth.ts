import { defineCatalog } from "../define";

/** Texts of /login, /signup and /reset-password (spec points 2, 4, 5 and 8). */
const en = {
  // Fields shared by the three forms
  email: "Email",
  password: "Password",
  fullName: "Full name",
  showPassword: "Show password",
  hidePassword: "Hide password",
  opensInNewTab: "(opens in a new tab)",
  // Field messages; the English ones are worker/contract/auth.ts's schema messages word for word
  errEmail: "Valid email is required",
  errPasswordMin6: "Password must be at least 6 characters",
  errPasswordMin8: "Password must be at least 8 characters",
  errPasswordMax: "Password must be at most 128 characters",
  errPasswordCommon: "This password is too common. Choose another.",
  errPasswordBlank: "Password must not be only spaces",
  errPasswordLikeEmail: "Password must not be your email address",
  errPasswordLikeName: "Password must not be your name",
  errPasswordMismatch: "The passwords do not match",
  errName: "Name is required",
  errTerms: "You must agree to terms",
  errInvalid: "Please check this field.",
  errorTitle: "Something went wrong",
  errorText: "Please try again in a moment.",
  // Login
  loginTitle: "Sign in to SPPC",
  loginLead: "Welcome back to the community.",
  // /login?next=…: a members-only link brought a visitor here; it opens once they sign in.
  signInToContinue: "Sign in to continue.",
  rememberMe: "Remember me for 30 days",
  forgotPassword: "Forgot password?",
  signInButton: "Sign In",
  signingIn: "Signing In...",
  noAccount: "New to SPPC? {link}",
  createAccountLink: "Create an account",
  welcomeBack: "Welcome back!",
  loginFailedTitle: "Login Failed",
  loginFailedText: "Invalid email or password. Please try again.",
  loginFailedJustSignedUp: "If you have just signed up, open the link we emailed you.",
  rateLimitedTitle: "Too Many Attempts",
  rateLimitedText: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  suspendedTitle: "Account Suspended",
  suspendedText:
    "Your account is suspended, so you cannot sign in. Please contact us if you think this is a mistake.",
  emailRequiredTitle: "Email Required",
  emailRequiredText: "Please enter your email address first.",
  resetSentTitle: "Password Reset Sent",
  resetSentText: "Check your email for password reset instructions.",
  // Login side panel
  panelTitle: "Join {count} professionals",
  panelLead: "Networking, jobs, events and support for Pakistani professionals across Saudi Arabia.",
  programsHeading: "Community programs",
  statsHeading: "The community in numbers",
  statMembers: "Members",
  statCities: "Cities",
  statEvents: "Monthly events",
  // Sign-up
  signupTitle: "Create your account",
  signupLead: "Join the community of Pakistani professionals in Saudi Arabia.",
  passwordHint: "At least 8 characters, not a common password, and not your email or name.",
  consent: "I agree to the {terms} and {privacy}",
  termsLink: "Terms of Service",
  privacyLink: "Privacy Policy",
  createAccount: "Create Account",
  creatingAccount: "Creating Account...",
  haveAccount: "Already have an account? {link}",
  signInLink: "Sign in",
  // After sign-up: the answer is the same whether or not the address had an account (the mail says which).
  checkEmailTitle: "Check your email",
  checkEmailText:
    "We sent a link to {email}. Open it to confirm your address: it signs you in and takes you to your profile.",
  checkEmailHelp: "No email after a few minutes? Look in your spam folder, or send the link again.",
  resendLink: "Send the link again",
  resendingLink: "Sending...",
  linkResentTitle: "Link sent again",
  linkResentText: "If {email} still needs confirming, a new link is on its way.",
  useAnotherEmail: "Use a different email",
  signupLimitedTitle: "Too Many Sign-ups",
  signupLimitedText:
    "Many accounts were created from this network in the last hour. Please try again in {minutes} minutes.",
  signupFailedTitle: "Sign-up Failed",
  // Reset password
  resetTitle: "Set a new password",
  resetLead: "Choose a new password for your account.",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  savePassword: "Update Password",
  savingPassword: "Updating Password...",
  passwordUpdatedTitle: "Password updated",
  passwordUpdatedText: "Sign in with your new password.",
  invalidLink: "This password reset link is invalid, has expired or was already used.",
  requestNewLink: "Go to sign in and request a new link",
  resetFailedTitle: "Password Not Updated",
};

export type AuthTexts = typeof en;

export const authMessages = defineCatalog(en, {
  ar: () => import("./auth.ar"),
  ur: () => import("./auth.ur"),
});
