import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MembersDirectory } from "../../app/components/network/members-directory-page";
import type { DirectoryFilters } from "../../app/queries/members";
import type { DirectoryMember, DirectoryPage } from "../../worker/contract/network";
import type { ConsentEntry, ConsentsAnswer } from "../../worker/contract/privacy";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, urlsOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const person = (overrides: Partial<DirectoryMember>): DirectoryMember => ({
  id: "u1",
  name: "Hira Qureshi",
  title: "Civil Engineer",
  company: "Bechtel",
  location: "riyadh",
  industry: "Construction",
  languages: ["English", "Urdu"],
  skills: ["AutoCAD"],
  profileImageUrl: null,
  isSelf: false,
  connection: "none",
  ...overrides,
});

const page = (members: DirectoryMember[], total = members.length): DirectoryPage => ({
  members,
  total,
  page: 1,
  pageSize: 12,
});

const sharing = (granted: boolean): ConsentsAnswer => {
  const entry: ConsentEntry = {
    purpose: "profile_sharing",
    granted,
    method: "test",
    policyVersion: "x",
    at: "2026-01-01T00:00:00.000Z",
  };
  return {
    current: {
      profile_sharing: entry,
      marketing: null,
      data_processing: null,
      terms: null,
      privacy: null,
      announcements: null,
      tender_alerts: null,
    },
    history: [entry],
  };
};

function render(filters: DirectoryFilters, answer: DirectoryPage, shares = true) {
  const fetchMock = stubFetch(
    {
      "GET /api/members": () => json<DirectoryPage>(answer),
      "GET /api/privacy/consents": () => json<ConsentsAnswer>(sharing(shares)),
    },
    { user: makeUser({ id: "me" }) },
  );
  return { fetchMock, rendered: renderWithApp(() => <MembersDirectory filters={filters} />) };
}

describe("/members directory", () => {
  it("shows a card per member linking to their profile, with the count announced", async () => {
    const { fetchMock, rendered } = render(
      { industry: "Construction", city: "Riyadh" },
      page(
        [
          person({}),
          person({ id: "me", name: "Me Myself", isSelf: true }),
          person({ id: "u3", name: "Omar", connection: "connected" }),
        ],
        3,
      ),
    );
    await rendered;
    expect(await screen.findByText("3 members")).toHaveAttribute("role", "status");
    const link = screen.getByRole("link", { name: "Hira Qureshi" });
    expect(link).toHaveAttribute("href", "/profile/u1");
    const hira = link.closest("li") as HTMLElement;
    expect(within(hira).getByText("Civil Engineer · Bechtel")).toBeVisible();
    expect(within(hira).getByText("Riyadh · Construction")).toBeVisible();
    expect(within(hira).getByText("English · Urdu")).toBeVisible();
    expect(
      within(screen.getByRole("link", { name: "Me Myself" }).closest("h2") as HTMLElement).getByText("You"),
    ).toBeVisible();
    expect(screen.getByText("Connected")).toBeVisible();
    // The filters went to the API as query parameters.
    const call = urlsOf(fetchMock).find((url) => url.startsWith("/api/members"));
    expect(call).toContain("industry=Construction");
    expect(call).toContain("city=Riyadh");
    expect(screen.queryByText("Other members cannot find you here")).toBeNull();
  });

  it("shows the loading state, then the empty state", async () => {
    const { rendered } = render({ q: "nobody" }, page([]));
    await rendered;
    expect(screen.getByRole("status")).toHaveTextContent("Loading members...");
    expect(await screen.findByRole("heading", { name: "No members found" })).toBeVisible();
  });

  it("puts the filters in the address when searching, and offers pages", async () => {
    const { rendered } = render({}, page([person({})], 30));
    const { router } = await rendered;
    await screen.findByText("30 members");
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("Page 1 of 3");
    fireEvent.change(screen.getByLabelText("Profession"), { target: { value: "engineer" } });
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "Arabic" } });
    fireEvent.submit(screen.getByRole("button", { name: "Search" }).closest("form") as HTMLFormElement);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ profession: "engineer", language: "Arabic" }),
    );
  });

  it("filters by a city of the list, named in the reader's language, and names the cards' cities in it", async () => {
    const { fetchMock, rendered } = render(
      // An older link's spelling: the select shows its city.
      { city: "Jeddah" },
      page([person({}), person({ id: "u2", name: "Omar Butt", location: "Lahore Cantt" })]),
    );
    const { router } = await rendered;
    await screen.findByText("2 members");
    // The API reads any spelling; the address's goes as it is.
    expect(urlsOf(fetchMock).find((url) => url.startsWith("/api/members"))).toContain("city=Jeddah");
    const city = screen.getByLabelText("City") as HTMLSelectElement;
    expect(city.tagName).toBe("SELECT");
    expect(city.value).toBe("jeddah");
    expect([...city.options].find((option) => option.value === "makkah")?.textContent).toBe("Makkah");
    // Cards: an id by its name, a city no admin has matched yet as written.
    expect(
      within(screen.getByRole("link", { name: "Hira Qureshi" }).closest("li") as HTMLElement).getByText(
        "Riyadh · Construction",
      ),
    ).toBeVisible();
    expect(screen.getByText("Lahore Cantt · Construction")).toBeVisible();
    fireEvent.change(city, { target: { value: "dammam" } });
    fireEvent.submit(screen.getByRole("button", { name: "Search" }).closest("form") as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toEqual({ city: "dammam" }));
  });

  it("names the cities in Arabic for an Arabic reader", async () => {
    stubFetch(
      {
        "GET /api/members": () => json<DirectoryPage>(page([person({})])),
        "GET /api/privacy/consents": () => json<ConsentsAnswer>(sharing(true)),
      },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(() => <MembersDirectory filters={{}} />, { language: "ar" });
    const city = (await screen.findByLabelText("المدينة")) as HTMLSelectElement;
    expect([...city.options].find((option) => option.value === "riyadh")?.textContent).toBe("الرياض");
    const hira = (await screen.findByRole("link", { name: "Hira Qureshi" })).closest("li") as HTMLElement;
    expect(within(hira).getByText(/^الرياض · /)).toBeVisible();
  });

  it("tells a member who does not share their profile that others cannot find them", async () => {
    const { rendered } = render({}, page([person({ id: "me", isSelf: true })]), false);
    await rendered;
    expect(await screen.findByText("Other members cannot find you here")).toBeVisible();
    expect(screen.getByRole("link", { name: "Privacy & data" })).toHaveAttribute("href", "/privacy-settings");
  });
});
