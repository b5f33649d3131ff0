import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LoginPage } from "../../app/components/auth/login-page";
import { ResetPasswordPage } from "../../app/components/auth/reset-password-page";
import { SignupPage } from "../../app/components/auth/signup-page";
import { Toaster } from "../../app/components/ui/toaster";
import type { authClient } from "../../app/lib/auth-client";
import type { ErrorCode } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

type Handler = (body: unknown) => Response | Promise<Response>;

// The accounts API is better-auth's (worker/routes/auth.ts passes it through): its answers have no
// contract type, so they are typed by the app's own calls (app/lib/auth-client.ts). Its refusals come
// in our one error shape, better-auth's own code in details.authCode (worker/auth/auth-errors.ts).
type SignedIn = Awaited<ReturnType<typeof authClient.signIn>>;
type SignedUp = Awaited<ReturnType<typeof authClient.signUp>>;
type StatusAnswer = Awaited<ReturnType<typeof authClient.resetPassword>>;
const authRefusal = (status: number, code: ErrorCode, authCode: string, message = authCode) =>
  apiError(status, code, message, { authCode });

/** Answers API calls by path; GET /api/auth/user is signed out unless a handler says otherwise. */
const stubApi = (handlers: Record<string, Handler>) =>
  stubFetch((request) => handlers[request.path]?.(request.body), { user: null });
const sent = (fetchMock: FetchStub, path: string) =>
  requestsOf(fetchMock).filter((call) => call.path === path);
const signedOut = () => apiError(401, "unauthorized", "Not signed in");

const renderPage = (page: () => ReactNode, path = "/") =>
  renderWithApp(
    () => (
      <>
        {page()}
        <Toaster />
      </>
    ),
    { path },
  );

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  return user;
}

describe("/login", () => {
  it("shows the login schema's messages under the fields and focuses the first invalid one", async () => {
    const fetchMock = stubApi({});
    await renderPage(() => <LoginPage />);
    const user = await fillLogin("not-an-email", "123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    expect(screen.getByText("Valid email is required")).toBeVisible();
    expect(screen.getByText("Password must be at least 6 characters")).toBeVisible();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Valid email is required",
    );
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(sent(fetchMock, "/api/auth/sign-in/email")).toEqual([]);
  });

  it("shows and hides the password with a labelled button", async () => {
    stubApi({});
    await renderPage(() => <LoginPage />);
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeVisible();
  });

  it("reads 'Signing In...' and is disabled while the call is pending, sending rememberMe", async () => {
    const fetchMock = stubApi({ "/api/auth/sign-in/email": () => new Promise<Response>(() => {}) });
    await renderPage(() => <LoginPage />);
    const user = await fillLogin("ayesha@example.com", "secret-pass");
    await user.click(screen.getByLabelText("Remember me for 30 days"));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const busy = await screen.findByRole("button", { name: "Signing In..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(sent(fetchMock, "/api/auth/sign-in/email")[0]?.body).toEqual({
      email: "ayesha@example.com",
      password: "secret-pass",
      rememberMe: true,
    });
  });

  it("a wrong password (401) shows the 'Login Failed' toast", async () => {
    stubApi({
      "/api/auth/sign-in/email": () => authRefusal(401, "unauthorized", "INVALID_EMAIL_OR_PASSWORD"),
    });
    await renderPage(() => <LoginPage />);
    const user = await fillLogin("ayesha@example.com", "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByText(
        "Invalid email or password. Please try again. If you have just signed up, open the link we emailed you.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Login Failed")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign In" }).hasAttribute("disabled")).toBe(false);
  });

  it("too many failures (429) shows the rate-limit message", async () => {
    stubApi({
      "/api/auth/sign-in/email": () =>
        apiError(
          429,
          "rate_limited",
          "Too many failed sign-in attempts. Please wait a few minutes and try again.",
        ),
    });
    await renderPage(() => <LoginPage />);
    const user = await fillLogin("ayesha@example.com", "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByText("Too many failed sign-in attempts. Please wait a few minutes and try again."),
    ).toBeVisible();
  });

  it.each([
    ["en", "Account Suspended", "Your account is suspended, so you cannot sign in."],
    ["ar", "الحساب موقوف", "حسابك موقوف، لذا لا يمكنك تسجيل الدخول."],
    ["ur", "اکاؤنٹ معطل ہے", "آپ کا اکاؤنٹ معطل ہے، اس لیے آپ سائن ان نہیں کر سکتے۔"],
  ] as const)(
    "a suspended member (403) is told so in %s, not 'Login Failed'",
    async (language, title, text) => {
      stubApi({
        "/api/auth/sign-in/email": () =>
          apiError(403, "forbidden", "Your account is suspended", { account: "suspended" }),
      });
      await renderWithApp(
        () => (
          <>
            <LoginPage />
            <Toaster />
          </>
        ),
        { language },
      );
      const user = userEvent.setup();
      await user.type(screen.getByRole("textbox"), "ayesha@example.com");
      await user.type(
        document.querySelector<HTMLInputElement>('input[name="password"]') as HTMLElement,
        "secret-pass",
      );
      await user.click(screen.getByRole("button", { name: /^(Sign In|تسجيل الدخول|سائن ان)$/ }));
      expect(await screen.findByText(title)).toBeVisible();
      expect(screen.getByText(new RegExp(`^${text}`))).toBeVisible();
      expect(screen.queryByText("Login Failed")).toBeNull();
    },
  );

  it.each([
    ["onboarding not completed", null, "/services", "/onboarding"],
    ["a safe next path", "2025-01-01T00:00:00.000Z", "/services", "/services"],
    ["an off-site next path", "2025-01-01T00:00:00.000Z", "//evil.example/x", "/"],
  ])("on success with %s: 'Welcome back!' and the right page", async (_label, completedAt, next, landing) => {
    let signedIn = false;
    stubApi({
      "/api/auth/sign-in/email": () => {
        signedIn = true;
        return json<SignedIn>({ user: { id: "u1" } });
      },
      "/api/auth/user": () =>
        signedIn ? json<CurrentUser>(makeUser({ onboardingCompletedAt: completedAt })) : signedOut(),
    });
    const { router, queryClient } = await renderPage(() => <LoginPage next={next} />, "/login");
    const user = await fillLogin("ayesha@example.com", "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome back!")).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(queryClient.getQueryData(["/api/auth/user"])).toMatchObject({
      onboardingCompletedAt: completedAt,
    });
  });

  it("forgot password with an empty email: 'Email Required', and no call", async () => {
    const fetchMock = stubApi({});
    await renderPage(() => <LoginPage />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByText("Please enter your email address first.")).toBeVisible();
    expect(screen.getByText("Email Required")).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(sent(fetchMock, "/api/auth/request-password-reset")).toEqual([]);
  });

  it("forgot password with an email: asks for a reset link and says 'Password Reset Sent'", async () => {
    const fetchMock = stubApi({
      "/api/auth/request-password-reset": () => json<StatusAnswer>({ status: true }),
    });
    await renderPage(() => <LoginPage />);
    const user = await fillLogin("ayesha@example.com", "");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByText("Check your email for password reset instructions.")).toBeVisible();
    expect(screen.getByText("Password Reset Sent")).toBeVisible();
    expect(sent(fetchMock, "/api/auth/request-password-reset")[0]?.body).toEqual({
      email: "ayesha@example.com",
      redirectTo: "/reset-password",
    });
  });

  it("shows the side panel with the programs and 3,000+ members", async () => {
    stubApi({});
    await renderPage(() => <LoginPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Free Arabic classes")).toBeVisible();
    expect(screen.getByText("SheLeads (females only)")).toBeVisible();
    expect(screen.getByText("3,000+")).toBeVisible();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
  });
});

async function fillSignup(fields: { name: string; email: string; password: string; consent: boolean }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full name"), fields.name);
  await user.type(screen.getByLabelText("Email"), fields.email);
  await user.type(screen.getByLabelText("Password"), fields.password);
  if (fields.consent) await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Create Account" }));
  return user;
}

const validSignup = {
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  password: "Shalimar 1641",
  consent: true,
};

describe("/signup", () => {
  it("validates with the sign-up schema on submit", async () => {
    const fetchMock = stubApi({});
    await renderPage(() => <SignupPage />);
    await fillSignup({ name: "A", email: "nope", password: "short", consent: false });
    expect(screen.getByText("Name is required")).toBeVisible();
    expect(screen.getByText("Valid email is required")).toBeVisible();
    expect(screen.getByText("Password must be at least 8 characters")).toBeVisible();
    expect(screen.getByText("You must agree to terms")).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(sent(fetchMock, "/api/auth/sign-up/email")).toEqual([]);
  });

  it("links the terms and the privacy policy in new tabs", async () => {
    stubApi({});
    await renderPage(() => <SignupPage />);
    const terms = screen.getByRole("link", { name: /Terms of Service/ });
    const privacy = screen.getByRole("link", { name: /Privacy Policy/ });
    expect([terms.getAttribute("href"), terms.getAttribute("target")]).toEqual(["/terms", "_blank"]);
    expect([privacy.getAttribute("href"), privacy.getAttribute("target")]).toEqual([
      "/privacy-policy",
      "_blank",
    ]);
  });

  it.each([
    ["the email", "ayesha@example.com", "Ayesha@Example.com", "Password must not be your email address"],
    [
      "the email's local part",
      "ayesha@example.com",
      "ayesha-2024!",
      "Password must not be your email address",
    ],
    ["the name", "a.khan@example.com", "AYESHA KHAN", "Password must not be your name"],
    ["only spaces", "ayesha@example.com", "         ", "Password must not be only spaces"],
  ])("refuses %s as the password before calling the server", async (_label, email, password, message) => {
    const fetchMock = stubApi({});
    await renderPage(() => <SignupPage />);
    await fillSignup({ ...validSignup, email, password });
    expect(screen.getByText(message)).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(sent(fetchMock, "/api/auth/sign-up/email")).toEqual([]);
  });

  it("states the rule under the password field", async () => {
    stubApi({});
    await renderPage(() => <SignupPage />);
    expect(
      screen.getByText("At least 8 characters, not a common password, and not your email or name."),
    ).toBeVisible();
  });

  it("shows the server's too-common password refusal under the password", async () => {
    stubApi({
      "/api/auth/sign-up/email": () =>
        apiError(422, "validation_failed", "not allowed", { password: "too_common" }),
    });
    await renderPage(() => <SignupPage />);
    await fillSignup({ ...validSignup, password: "password123" });
    expect(await screen.findByText("This password is too common. Choose another.")).toBeVisible();
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);
  });

  it("shows 'check your email' with the address and a resend link, signs nobody in, and asks for onboarding", async () => {
    const fetchMock = stubApi({
      "/api/auth/sign-up/email": () => json<SignedUp>({ status: "check-email" }),
      "/api/auth/send-verification-email": () => json<StatusAnswer>({ status: true }),
    });
    const { router } = await renderPage(() => <SignupPage next="/membership-card" />, "/signup");
    await fillSignup(validSignup);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeVisible();
    expect(
      screen.getByText(/We sent a link to .*ayesha@example\.com.*\. Open it to confirm your address/),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/signup");
    // The link lands on onboarding, which then goes on to ?next=.
    expect(sent(fetchMock, "/api/auth/sign-up/email")[0]?.body).toEqual({
      name: "Ayesha Khan",
      email: "ayesha@example.com",
      password: "Shalimar 1641",
      acceptTerms: true,
      callbackURL: "/onboarding?next=%2Fmembership-card",
    });

    await userEvent.setup().click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("Link sent again")).toBeVisible();
    expect(sent(fetchMock, "/api/auth/send-verification-email")[0]?.body).toEqual({
      email: "ayesha@example.com",
      callbackURL: "/onboarding",
    });
  });

  it("the same screen for an address that has an account: the answer is the same", async () => {
    stubApi({ "/api/auth/sign-up/email": () => json<SignedUp>({ status: "check-email" }) });
    await renderPage(() => <SignupPage />, "/signup");
    await fillSignup(validSignup);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeVisible();
    expect(screen.queryByText(/already exists/)).toBeNull();
  });

  it.each([
    ["en", "Many accounts were created from this network in the last hour. Please try again in 42 minutes."],
    [
      "ur",
      "پچھلے ایک گھنٹے میں اس نیٹ ورک سے بہت سے اکاؤنٹ بنائے گئے۔ براہ کرم 42 منٹ بعد دوبارہ کوشش کریں۔",
    ],
  ] as const)(
    "too many sign-ups from the network (429) says when to try again, in %s",
    async (language, text) => {
      stubApi({
        "/api/auth/sign-up/email": () =>
          apiError(429, "rate_limited", "Too many sign-ups", { retryAfterSeconds: 42 * 60 - 10 }),
      });
      await renderWithApp(
        () => (
          <>
            <SignupPage />
            <Toaster />
          </>
        ),
        { language, path: "/signup" },
      );
      const user = userEvent.setup();
      const input = (name: string) =>
        document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLElement;
      await user.type(input("name"), validSignup.name);
      await user.type(input("email"), validSignup.email);
      await user.type(input("password"), validSignup.password);
      await user.click(screen.getByRole("checkbox"));
      await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLElement);
      expect(await screen.findByText(text)).toBeVisible();
    },
  );
});

async function fillReset(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

const INVALID_LINK = "This password reset link is invalid, has expired or was already used.";

describe("/reset-password", () => {
  it.each([
    ["?error=INVALID_TOKEN", { error: "INVALID_TOKEN", token: undefined }],
    ["no token", { error: undefined, token: undefined }],
  ])("with %s: the invalid-link message and a way back to /login", async (_label, search) => {
    stubApi({});
    await renderPage(() => <ResetPasswordPage {...search} />);
    expect(screen.getByText(INVALID_LINK)).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Go to sign in and request a new link" }).getAttribute("href"),
    ).toBe("/login");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("checks the length and that both passwords match", async () => {
    const fetchMock = stubApi({});
    await renderPage(() => <ResetPasswordPage token="t1" />);
    await fillReset("short");
    expect(screen.getByText("Password must be at least 8 characters")).toBeVisible();
    await userEvent.setup().clear(screen.getByLabelText("New password"));
    await userEvent.setup().clear(screen.getByLabelText("Confirm new password"));
    await fillReset("Badshahi Masjid 1673", "Badshahi Masjid 1674");
    expect(screen.getByText("The passwords do not match")).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm new password"));
    expect(sent(fetchMock, "/api/auth/reset-password")).toEqual([]);
  });

  it("an expired or used token (400) shows the invalid-link message", async () => {
    stubApi({
      "/api/auth/reset-password": () => authRefusal(400, "bad_request", "INVALID_TOKEN", "Invalid token"),
    });
    await renderPage(() => <ResetPasswordPage token="used" />);
    await fillReset("Badshahi Masjid 1673");
    expect(await screen.findByText(INVALID_LINK)).toBeVisible();
  });

  it("the account's email refused by the server (like_email) shows its message under the field", async () => {
    stubApi({
      "/api/auth/reset-password": () => apiError(422, "validation_failed", "x", { password: "like_email" }),
    });
    await renderPage(() => <ResetPasswordPage token="t1" />);
    await fillReset("ayesha@example.com");
    expect(await screen.findByText("Password must not be your email address")).toBeVisible();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses a password of spaces without calling the server", async () => {
    const fetchMock = stubApi({});
    await renderPage(() => <ResetPasswordPage token="t1" />);
    await fillReset("          ");
    expect(screen.getByText("Password must not be only spaces")).toBeVisible();
    expect(sent(fetchMock, "/api/auth/reset-password")).toEqual([]);
  });

  it("a common password shows the too-common message", async () => {
    stubApi({
      "/api/auth/reset-password": () => apiError(422, "validation_failed", "x", { password: "too_common" }),
    });
    await renderPage(() => <ResetPasswordPage token="t1" />);
    await fillReset("qwertyuiop");
    expect(await screen.findByText("This password is too common. Choose another.")).toBeVisible();
  });

  it("sets the new password, says so and opens /login", async () => {
    const fetchMock = stubApi({ "/api/auth/reset-password": () => json<StatusAnswer>({ status: true }) });
    const { router } = await renderPage(() => <ResetPasswordPage token="t1" />, "/reset-password?token=t1");
    await fillReset("Badshahi Masjid 1673");
    expect(await screen.findByText("Sign in with your new password.")).toBeVisible();
    expect(screen.getByText("Password updated")).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent(fetchMock, "/api/auth/reset-password")[0]?.body).toEqual({
      token: "t1",
      newPassword: "Badshahi Masjid 1673",
    });
  });
});

describe("in Arabic", () => {
  it("renders the login form with translated labels", async () => {
    stubApi({});
    await renderWithApp(() => <LoginPage />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "تسجيل الدخول إلى SPPC" })).toBeVisible();
    expect(screen.getByLabelText("البريد الإلكتروني")).toBeVisible();
    expect(screen.getByRole("button", { name: "إظهار كلمة المرور" })).toBeVisible();
    expect(screen.getByLabelText("تذكرني لمدة 30 يومًا")).toBeVisible();
  });
});
