import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmRegistrationPage } from "../../app/components/membership/confirm-registration-page";
import { RegistrationFlow } from "../../app/components/membership/registration-flow";
import type { MembershipTier } from "../../worker/contract/membership";
import type { MembershipConfirmResult } from "../../worker/contract/membership-register";
import { makeTier } from "../fixtures/membership";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

afterEach(() => vi.restoreAllMocks());

const CONFIRM = "POST /api/membership/register/confirm";

describe("/membership/confirm (the emailed link)", () => {
  it("creates nothing until the button is pressed, then shows the number and the set-password link", async () => {
    const fetchMock = stubFetch(({ key }) =>
      key === CONFIRM
        ? json<MembershipConfirmResult>({
            outcome: "created",
            membershipId: "SPPC-20261127-0042",
            tier: "basic",
            setPasswordUrl: "http://localhost/api/auth/reset-password/abc?callbackURL=%2Freset-password",
            checkoutUrl: null,
          })
        : undefined,
    );
    await renderWithApp(() => <ConfirmRegistrationPage id="pending-1" token="123.sig" />);
    const button = await screen.findByRole("button", { name: "Confirm and continue" });
    // Mail scanners open links: nothing is posted by opening the page.
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Your email is confirmed" })).toBeVisible();
    expect(screen.getByTestId("membership-id").textContent).toBe("SPPC-20261127-0042");
    expect(screen.getByRole("link", { name: "Set your password" }).getAttribute("href")).toContain(
      "/api/auth/reset-password/abc",
    );
    expect(requestsOf(fetchMock, "POST").map((call) => call.body)).toEqual([
      { id: "pending-1", token: "123.sig" },
    ]);
  });

  it("offers the payment for a paid plan", async () => {
    stubFetch(({ key }) =>
      key === CONFIRM
        ? json<MembershipConfirmResult>({
            outcome: "created",
            membershipId: "SPPC-20261127-0043",
            tier: "premium",
            setPasswordUrl: "http://localhost/api/auth/reset-password/def",
            checkoutUrl: "http://localhost/checkout?membership_id=SPPC-20261127-0043&token=1.x",
          })
        : undefined,
    );
    await renderWithApp(() => <ConfirmRegistrationPage id="pending-2" token="1.sig" />);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm and continue" }));
    const pay = await screen.findByRole("link", { name: "Continue to Payment" });
    expect(pay.getAttribute("href")).toContain("/checkout?membership_id=SPPC-20261127-0043");
  });

  it("says a used or expired link is so, and offers sign-in and a new registration", async () => {
    stubFetch(({ key }) => (key === CONFIRM ? apiError(404, "not_found") : undefined));
    await renderWithApp(() => <ConfirmRegistrationPage id="used" token="1.sig" />);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm and continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This confirmation link has been used or has expired.",
    );
    expect(screen.queryByRole("button", { name: "Confirm and continue" })).toBeNull();
    expect(screen.getByRole("link", { name: "Register again" }).getAttribute("href")).toBe("/membership");
  });

  it("reads in Arabic for an Arabic reader", async () => {
    stubFetch(() => undefined);
    await renderWithApp(() => <ConfirmRegistrationPage id="x" token="1.sig" />, { language: "ar" });
    expect(await screen.findByRole("button", { name: "تأكيد ومتابعة" })).toBeVisible();
  });
});

describe("/membership registration past the mail limit", () => {
  it("tells the visitor to wait, in the form", async () => {
    stubFetch(({ key }) => {
      if (key === "GET /api/membership/tiers")
        return json<{ tiers: MembershipTier[] }>({ tiers: [makeTier("basic", { priceHalalas: 0 })] });
      if (key === "POST /api/membership/register") return apiError(429, "rate_limited");
    });
    await renderWithApp(() => <RegistrationFlow />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    const field = (label: string) => screen.getByLabelText(label, { exact: false });
    fireEvent.change(field("Full Name"), { target: { value: "Sana Mir" } });
    fireEvent.change(field("Email"), { target: { value: "sana@example.com" } });
    fireEvent.change(field("Phone"), { target: { value: "+966501234567" } });
    fireEvent.change(field("Company"), { target: { value: "SABIC" } });
    fireEvent.change(field("Profession"), { target: { value: "Software Engineer" } });
    fireEvent.change(field("City"), { target: { value: "riyadh" } });
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We have sent several emails to this address in the last hour.",
    );
  });
});
