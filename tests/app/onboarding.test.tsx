import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MemberOnly } from "../../app/components/auth/member-only";
import { OnboardingWizard } from "../../app/components/onboarding/onboarding-wizard";
import { Toaster } from "../../app/components/ui/toaster";
import { memberCities } from "../../worker/contract/cities";
import type { ErrorCode } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** The API at the network edge: the current user, and a recorded PUT that succeeds (or fails as told). */
function stubApi(failWith?: { status: number; code: ErrorCode; message: string }) {
  const user = makeUser({
    firstName: "Ayesha",
    lastName: "Khan",
    title: null,
    company: null,
    location: null,
  });
  return stubFetch(
    {
      "PUT /api/profile/complete-onboarding": () =>
        failWith
          ? apiError(failWith.status, failWith.code, failWith.message)
          : json<CurrentUser>({ ...user, onboardingCompletedAt: new Date().toISOString() }),
    },
    { user },
  );
}

async function renderWizard() {
  const rendered = await renderWithApp(() => (
    <>
      <MemberOnly>
        <OnboardingWizard />
      </MemberOnly>
      <Toaster />
    </>
  ));
  await screen.findByRole("heading", { name: "Privacy Consent" });
  return { ...rendered, user: userEvent.setup() };
}

async function acceptConsent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/I consent to SPPC processing my personal data/));
  await user.click(screen.getByRole("button", { name: "Accept & Continue" }));
  await screen.findByRole("heading", { name: "Personal Information" });
}

describe("onboarding", () => {
  it("offers the city list by name with the cities' ids, starting at the city an older profile wrote", async () => {
    stubFetch({}, { user: makeUser({ location: "Medina", title: null, company: null }) });
    const { user } = await renderWizard();
    await acceptConsent(user);
    const city = screen.getByLabelText(/^City/) as HTMLSelectElement;
    expect(city.value).toBe("madinah");
    expect(city.selectedOptions[0]?.textContent).toBe("Madinah");
    expect([...city.options].map((option) => option.value)).toEqual(["", ...memberCities]);
  });

  it("'Accept & Continue' stays disabled until the required consent is ticked", async () => {
    stubApi();
    const { user } = await renderWizard();
    const accept = screen.getByRole("button", { name: "Accept & Continue" }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await user.click(screen.getByLabelText(/^Send me news and offers/));
    expect(accept.disabled).toBe(true);
    await user.click(screen.getByLabelText(/I consent to SPPC processing/));
    expect(accept.disabled).toBe(false);
    await user.click(accept);
    expect(await screen.findByRole("heading", { name: "Personal Information" })).toBeVisible();
  });

  it("names each missing required field, keeps what was typed, and checks step 2 before Complete", async () => {
    const fetchMock = stubApi();
    const { user } = await renderWizard();
    await acceptConsent(user);

    const first = screen.getByLabelText(/^First name/) as HTMLInputElement;
    expect(first.value).toBe("Ayesha");
    await user.clear(first);
    await user.type(screen.getByLabelText(/^Phone number/), "+966 50 123 4567");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Please correct the highlighted fields:")).toBeVisible();
    expect(screen.getByText("Enter your first name.")).toBeVisible();
    expect(screen.getByText("Choose your city.")).toBeVisible();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe("+966 50 123 4567");

    await user.type(first, "Ayesha");
    await user.selectOptions(screen.getByLabelText(/^City/), "Jeddah");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Professional Details" });

    await user.type(screen.getByLabelText(/^LinkedIn profile/), "linkedin.com/in/ayesha");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(screen.getByText("Enter your job title.")).toBeVisible();
    expect(screen.getByText("Enter your company.")).toBeVisible();
    expect(screen.getByText("Enter the full LinkedIn address, starting with https://")).toBeVisible();
    expect(requestsOf(fetchMock, "PUT")).toEqual([]);

    // Back and forth keeps everything.
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText(/^City/) as HTMLSelectElement).value).toBe("jeddah");
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe("+966 50 123 4567");
  });

  it("checks the phone as a phone number, Saudi or Pakistani, before Continue", async () => {
    const fetchMock = stubApi();
    const { user } = await renderWizard();
    await acceptConsent(user);
    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, "12");
    await user.selectOptions(screen.getByLabelText(/^City/), "Jeddah");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const message = "Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567.";
    expect((await screen.findAllByText(message))[0]).toBeVisible();
    expect(phone.getAttribute("aria-invalid")).toBe("true");

    await user.clear(phone);
    await user.type(phone, "0300 1234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Professional Details" });
    expect(requestsOf(fetchMock, "PUT")).toEqual([]);
  });

  it("submits the spec's payload and welcomes the member", async () => {
    const fetchMock = stubApi();
    const { user } = await renderWizard();
    await user.click(screen.getByLabelText(/Show my profile to other members/));
    await acceptConsent(user);
    await user.selectOptions(screen.getByLabelText(/^City/), "Riyadh");
    await user.type(screen.getByLabelText(/^About you/), "Engineer and cricket fan.");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Professional Details" });
    await user.type(screen.getByLabelText(/^Job title/), "Site Engineer");
    await user.type(screen.getByLabelText(/^Company/), "Saudi Binladin Group");
    await user.selectOptions(screen.getByLabelText(/^Years of experience/), "6-10");
    await user.selectOptions(screen.getByLabelText(/^Industry/), "Construction");
    await user.type(screen.getByLabelText(/^Skills/), "AutoCAD, Primavera");
    await user.type(screen.getByLabelText(/^LinkedIn profile/), "https://www.linkedin.com/in/ayesha");
    await user.click(screen.getByRole("button", { name: "Complete" }));

    expect(await screen.findByText("Welcome to the community!")).toBeVisible();
    expect(screen.getByText("Your profile has been created successfully.")).toBeVisible();
    const [put] = requestsOf(fetchMock, "PUT");
    expect(put?.path).toBe("/api/profile/complete-onboarding");
    const body = put?.body as Record<string, unknown> & { consent: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(
      [
        "firstName",
        "lastName",
        "phoneNumber",
        "location",
        "bio",
        "jobTitle",
        "company",
        "experience",
        "skills",
        "industry",
        "linkedinUrl",
        "interests",
        "consent",
        "profileCompleted",
        "onboardingCompletedAt",
      ].sort(),
    );
    expect(body).toMatchObject({
      firstName: "Ayesha",
      lastName: "Khan",
      location: "riyadh",
      bio: "Engineer and cricket fan.",
      jobTitle: "Site Engineer",
      company: "Saudi Binladin Group",
      experience: "6-10",
      industry: "Construction",
      skills: "AutoCAD, Primavera",
      linkedinUrl: "https://www.linkedin.com/in/ayesha",
      profileCompleted: true,
    });
    expect(body.consent).toEqual({
      pdplConsentGiven: true,
      marketingOptIn: false,
      dataProcessingOptIn: false,
      profileSharingOptIn: true,
      consentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Number.isNaN(Date.parse(String(body.onboardingCompletedAt)))).toBe(false);
  });

  it("a refusal shows 'Onboarding Failed' with the server's message and keeps the form", async () => {
    stubApi({ status: 500, code: "internal", message: "Something went wrong on our side" });
    const { user } = await renderWizard();
    await acceptConsent(user);
    await user.selectOptions(screen.getByLabelText(/^City/), "Dammam");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText(/^Job title/), "Accountant");
    await user.type(screen.getByLabelText(/^Company/), "SABIC");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Onboarding Failed")).toBeVisible();
    expect(screen.getByText("Something went wrong on our side")).toBeVisible();
    expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe("Accountant");
  });
});
