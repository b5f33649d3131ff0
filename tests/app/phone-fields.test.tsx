import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { BusinessSubmitForm } from "../../app/components/business/business-submit-form";
import { ContactPage } from "../../app/components/contact/contact-page";
import { stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

// The business listing and contact forms check a phone as a phone number (Saudi first, then
// Pakistani) before sending, and say how to write one; onboarding's check is in onboarding.test.tsx.

afterEach(cleanup);

const PHONE_MESSAGE = "Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567.";

describe("phone fields", () => {
  it("the business listing form refuses '12' with the phone message and sends nothing", async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    await renderWithApp(() => <BusinessSubmitForm onNeedsUpgrade={() => {}} />);
    await user.type(screen.getByLabelText(/^Phone/), "12");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));

    expect((await screen.findAllByText(PHONE_MESSAGE))[0]).toBeVisible();
    expect(screen.getByLabelText(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the business listing form takes a Saudi number written without its code", async () => {
    stubFetch();
    const user = userEvent.setup();
    await renderWithApp(() => <BusinessSubmitForm onNeedsUpgrade={() => {}} />);
    await user.type(screen.getByLabelText(/^Phone/), "050 123 4567");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));

    // Other fields are still empty, so the form stops, but not at the phone.
    expect((await screen.findAllByText("Enter the business name."))[0]).toBeVisible();
    expect(screen.queryByText(PHONE_MESSAGE)).toBeNull();
    expect(screen.getByLabelText(/^Phone/).getAttribute("aria-invalid")).toBeNull();
  });

  it("the contact form refuses '12' with the phone message and sends nothing", async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    await renderWithApp(() => <ContactPage />);
    await user.type(screen.getByLabelText(/^First name/), "Ayesha");
    await user.type(screen.getByLabelText(/^Last name/), "Khan");
    await user.type(screen.getByLabelText(/^Email address/), "ayesha@example.com");
    await user.type(screen.getByLabelText(/^Phone number/), "12");
    await user.type(screen.getByLabelText(/^Subject/), "Membership");
    await user.type(screen.getByLabelText(/^Message/), "How do I upgrade my plan?");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(screen.getAllByText(PHONE_MESSAGE)[0]).toBeVisible();
    expect(screen.getByLabelText(/^Phone number/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
