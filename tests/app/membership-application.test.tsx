import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApplicationForm } from "../../app/components/membership/application-form";
import { Toaster } from "../../app/components/ui/toaster";
import { memberCities } from "../../worker/contract/cities";
import { professions } from "../../worker/contract/enums";
import { makeTier } from "../fixtures/membership";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const TIERS = [makeTier("basic"), makeTier("premium")];

/** POST /api/membership/applications answers `status`: 201 with the new id, or a plain failure. */
function stubApplications(status = 201) {
  return stubFetch({
    "POST /api/membership/applications": () =>
      status === 201
        ? // No contract type: the worker answers { id } and the form reads only the status.
          json<{ id: string }>({ id: "a1" }, 201)
        : apiError(status, "internal", "boom"),
  });
}

describe("the membership application form", () => {
  it("shows every rule's message on submit, sends nothing, then clears messages as fields are fixed", async () => {
    const fetchMock = stubApplications();
    const user = userEvent.setup();
    await renderWithApp(() => <ApplicationForm tiers={TIERS} />);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Valid email is required",
      "Valid phone number is required",
      "City is required",
      "Profession is required",
      "Company is required",
      "Experience level is required",
      "Membership type is required",
      "You must agree to terms",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
    expect(screen.getByLabelText(/^First Name/).getAttribute("aria-invalid")).toBe("true");

    // Re-validated on change: a short name keeps its message, a long enough one clears it.
    await user.type(screen.getByLabelText(/^First Name/), "S");
    expect(screen.getByText("First name is required")).toBeVisible();
    await user.type(screen.getByLabelText(/^First Name/), "a");
    expect(screen.queryByText("First name is required")).toBeNull();
    await user.type(screen.getByLabelText(/^Phone/), "05012");
    expect(screen.getByText("Valid phone number is required")).toBeVisible();
    await user.type(screen.getByLabelText(/^Phone/), "34567");
    expect(screen.queryByText("Valid phone number is required")).toBeNull();
  });

  it("does not show messages while typing before the first submit", async () => {
    stubApplications();
    const user = userEvent.setup();
    await renderWithApp(() => <ApplicationForm tiers={TIERS} />);
    await user.type(screen.getByLabelText(/^First Name/), "S");
    expect(screen.queryByText("First name is required")).toBeNull();
  });

  it("sends a valid application and keeps what was typed when it fails", async () => {
    const fetchMock = stubApplications(500);
    const user = userEvent.setup();
    await renderWithApp(() => <ApplicationForm tiers={TIERS} />);
    await user.type(screen.getByLabelText(/^First Name/), "Sana");
    await user.type(screen.getByLabelText(/^Last Name/), "Mir");
    await user.type(screen.getByLabelText(/^Email/), "sana@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "0501234567");
    await user.selectOptions(screen.getByLabelText(/^City/), "Abha");
    await user.selectOptions(screen.getByLabelText(/^Profession/), "Accountant");
    await user.type(screen.getByLabelText(/^Company/), "Almarai");
    await user.selectOptions(screen.getByLabelText(/^Experience level/), "mid");
    await user.selectOptions(screen.getByLabelText(/^Membership type/), "premium");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(requestsOf(fetchMock, "POST")).toHaveLength(1));
    const [sent] = requestsOf(fetchMock, "POST");
    expect(sent?.key).toBe("POST /api/membership/applications");
    expect(sent?.body).toMatchObject({
      city: "abha",
      experience: "mid",
      agreeTerms: true,
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Application" })).toBeVisible());
    expect(screen.getByLabelText<HTMLInputElement>(/^Company/).value).toBe("Almarai");
  });
});

describe("the application for a signed-in member", () => {
  it("starts with everything the profile knows, still editable", async () => {
    const member = makeUser({
      firstName: "Sana",
      lastName: "Mir",
      email: "sana@example.com",
      phoneNumber: "+966501234567",
      location: "Jeddah",
      title: "Accountant",
      company: "Almarai",
    });
    stubFetch({}, { user: member });
    const user = userEvent.setup();
    await renderWithApp(() => <ApplicationForm tiers={TIERS} />);
    const value = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
    await waitFor(() => expect(value(/^First Name/)).toBe("Sana"));
    expect(value(/^Last Name/)).toBe("Mir");
    expect(value(/^Email/)).toBe("sana@example.com");
    expect(value(/^Phone/)).toBe("+966501234567");
    // The profile's "Jeddah" (written before the city list) is the list's id.
    expect(value(/^City/)).toBe("jeddah");
    expect(value(/^Profession/)).toBe("Accountant");
    expect(value(/^Company/)).toBe("Almarai");
    await user.clear(screen.getByLabelText(/^Company/));
    await user.type(screen.getByLabelText(/^Company/), "SABIC");
    expect(value(/^Company/)).toBe("SABIC");
  });
});

describe("an application past the visitor-mail limit", () => {
  it("says the address was mailed enough for the hour (429)", async () => {
    stubApplications(429);
    const user = userEvent.setup();
    await renderWithApp(() => (
      <>
        <ApplicationForm tiers={TIERS} />
        <Toaster />
      </>
    ));
    await user.type(screen.getByLabelText(/^First Name/), "Sana");
    await user.type(screen.getByLabelText(/^Last Name/), "Mir");
    await user.type(screen.getByLabelText(/^Email/), "sana@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "0501234567");
    await user.selectOptions(screen.getByLabelText(/^City/), "Abha");
    await user.selectOptions(screen.getByLabelText(/^Profession/), "Accountant");
    await user.type(screen.getByLabelText(/^Company/), "Almarai");
    await user.selectOptions(screen.getByLabelText(/^Experience level/), "mid");
    await user.selectOptions(screen.getByLabelText(/^Membership type/), "premium");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(
      await screen.findByText(
        "We have sent several emails to this address in the last hour. Please wait a little and try again.",
      ),
    ).toBeVisible();
  });
});

describe("the application's select lists", () => {
  it("offer the value lists' values (city ids) under words in the page's language", async () => {
    stubApplications();
    await renderWithApp(() => <ApplicationForm tiers={TIERS} />, { language: "ar" });
    const city = (await screen.findByRole("combobox", { name: /المدينة/ })) as HTMLSelectElement;
    const abha = [...city.options].find((option) => option.value === "abha");
    expect(abha?.textContent).toBe("أبها");
    const options = [...city.options].map((option) => option.value).filter(Boolean);
    expect(options).toEqual([...memberCities]);
    const profession = screen.getByRole("combobox", { name: /المهنة/ }) as HTMLSelectElement;
    const values = [...profession.options].map((option) => option.value).filter(Boolean);
    expect(values).toEqual([...professions]);
    expect([...profession.options].find((option) => option.value === "Accountant")?.textContent).toBe(
      "محاسب",
    );
  });
});
