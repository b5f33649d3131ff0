import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegistrationFlow } from "../../app/components/membership/registration-flow";
import type { MembershipTier } from "../../worker/contract/membership";
import type { MembershipRegisterResult } from "../../worker/contract/membership-register";
import type { CurrentUser } from "../../worker/contract/user";
import { makeTier } from "../fixtures/membership";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const tiers = [makeTier("basic", { priceHalalas: 0 }), makeTier("premium", { priceHalalas: 29_900 })];

function stubApi(user: CurrentUser | null, answer: MembershipRegisterResult) {
  return stubFetch(
    ({ key }) => {
      if (key === "GET /api/membership/tiers") return json<{ tiers: MembershipTier[] }>({ tiers });
      if (key === "POST /api/membership/register") return json<MembershipRegisterResult>(answer, 200);
    },
    { user },
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe("/membership for a signed-in member", () => {
  it("pre-fills step 2 from the profile and ends on the card, with no password talk", async () => {
    const user = makeUser({
      firstName: "Bilal",
      lastName: "Qureshi",
      email: "bilal@example.com",
      company: "Aramco",
      title: "Software Engineer",
      location: "Riyadh",
      phoneNumber: "+923001234567",
    });
    const fetchMock = stubApi(user, {
      membershipId: "SPPC-20261121-0042",
      tier: "basic",
      paymentRequired: false,
      next: null,
      emailed: false,
    });
    await renderWithApp(() => <RegistrationFlow />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await vi.waitFor(() => expect(field("Full Name").value).toBe("Bilal Qureshi"));
    expect(field("Email").value).toBe("bilal@example.com");
    expect(field("Company").value).toBe("Aramco");
    expect(field("Profession").value).toBe("Software Engineer");
    // The profile's "Riyadh" (written before the city list) is the list's id.
    expect(field("City").value).toBe("riyadh");
    expect(field("Phone").value).toBe("+923001234567");

    // Still editable: the member may give another number this time.
    fireEvent.change(field("Phone"), { target: { value: "+966501234567" } });
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(await screen.findByText("Your membership is updated and your card is ready.")).toBeVisible();
    expect(screen.getByTestId("membership-id").textContent).toBe("SPPC-20261121-0042");
    expect(screen.queryByText("We emailed you a link to set your password.")).toBeNull();
    const card = screen.getByRole("link", { name: "Open my membership card" });
    expect(card.getAttribute("href")).toBe("/membership-card");
    expect(
      requestsOf(fetchMock, "POST").find((call) => call.path === "/api/membership/register")?.body,
    ).toMatchObject({
      fullName: "Bilal Qureshi",
      phone: "+966501234567",
      membershipTier: "standard",
    });
  });
});

describe("/membership for a visitor", () => {
  it("says to check the email, whatever the address (no number, no password note)", async () => {
    stubApi(null, { membershipId: null, tier: "basic", paymentRequired: false, next: null, emailed: true });
    await renderWithApp(() => <RegistrationFlow />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.change(field("Full Name"), { target: { value: "Sana Mir" } });
    fireEvent.change(field("Email"), { target: { value: "sana@example.com" } });
    fireEvent.change(field("Phone"), { target: { value: "+966501234567" } });
    fireEvent.change(field("Company"), { target: { value: "SABIC" } });
    fireEvent.change(field("Profession"), { target: { value: "Software Engineer" } });
    fireEvent.change(field("City"), { target: { value: "riyadh" } });
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeVisible();
    expect(screen.getByText(/We sent the next step to sana@example.com/)).toBeVisible();
    expect(screen.queryByTestId("membership-id")).toBeNull();
  });

  it("refuses a phone that is not a phone number, says why and sends nothing", async () => {
    const fetchMock = stubApi(null, {
      membershipId: null,
      tier: "basic",
      paymentRequired: false,
      next: null,
      emailed: true,
    });
    await renderWithApp(() => <RegistrationFlow />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.change(field("Full Name"), { target: { value: "Sana Mir" } });
    fireEvent.change(field("Email"), { target: { value: "sana@example.com" } });
    fireEvent.change(field("Phone"), { target: { value: "12" } });
    fireEvent.change(field("Company"), { target: { value: "SABIC" } });
    fireEvent.change(field("Profession"), { target: { value: "Software Engineer" } });
    fireEvent.change(field("City"), { target: { value: "riyadh" } });
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(
      await screen.findByText("Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567"),
    ).toBeVisible();
    expect(document.activeElement).toBe(field("Phone"));
    expect(field("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
  });
});
