import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addChip, removeChip } from "../../app/components/profile/chips";
import { describeDevice, relativeTime } from "../../app/components/profile/describe-device";
import { MembershipTab } from "../../app/components/profile/membership-tab";
import { ProfileSettings } from "../../app/components/profile/profile-settings-page";
import { qrFileName } from "../../app/components/profile/qr-file-name";
import { qrPath } from "../../app/components/profile/qr-image";
import { fitWithin } from "../../app/components/profile/resize-image";
import { Toaster } from "../../app/components/ui/toaster";
import type { authClient, SessionInfo } from "../../app/lib/auth-client";
import type { HomeSummary } from "../../worker/contract/home";
import type { OwnPayment } from "../../worker/contract/payments";
import type { ConsentEntry, ConsentsAnswer } from "../../worker/contract/privacy";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import {
  type ApiRequest,
  apiError,
  type FetchStub,
  json,
  type Routes,
  requestsOf,
  stubFetch,
} from "./fetch-stub";
import { renderWithApp } from "./render";

// The accounts API is better-auth's: its answers are typed by the app's own calls (app/lib/auth-client.ts).
type StatusAnswer = Awaited<ReturnType<typeof authClient.revokeSession>>;
/** GET /api/auth/get-session as authClient.currentSessionToken reads it. */
type CurrentSession = { session?: { token: string } } | null;

/** Answers "METHOD /path" from the table; anything else is a 404 so a stray call shows up. */
const stubApi = (routes: Routes) => stubFetch(routes);
const sent = (fetchMock: FetchStub, key: string) => requestsOf(fetchMock).filter((call) => call.key === key);
/** PUT /api/profile saving what it was sent onto `user`, as the worker answers. */
const saveOnto =
  (user: CurrentUser) =>
  ({ body }: ApiRequest) =>
    json<CurrentUser>({ ...user, ...(body as Partial<CurrentUser>) });

const noSessions: Routes = {
  "GET /api/auth/list-sessions": () => json<SessionInfo[]>([]),
  "GET /api/auth/get-session": () => json<CurrentSession>({ session: { token: "t-1" } }),
};

async function renderSettings(user: CurrentUser, initialTab?: "membership" | "networking") {
  return renderWithApp(() => (
    <>
      <ProfileSettings user={user} initialTab={initialTab} />
      <Toaster />
    </>
  ));
}

describe("profile tabs", () => {
  it("is a tablist whose arrow keys, Home and End move the selection and the focus", async () => {
    stubApi(noSessions);
    await renderSettings(makeUser());
    const tabs = within(screen.getByRole("tablist", { name: "Profile sections" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Profile",
      "Preferences",
      "Membership",
      "Networking",
    ]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    act(() => tabs[0]?.focus());
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole("tabpanel", { name: "Preferences" })).toBeVisible();

    fireEvent.keyDown(tabs[1] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3] as HTMLElement, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowLeft" });
    expect(tabs[3]?.getAttribute("aria-selected")).toBe("true");

    fireEvent.click(tabs[2] as HTMLElement);
    const panel = screen.getByRole("tabpanel", { name: "Membership" });
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[2]?.id);
  });

  it("networking shows the QR card and the member's real connection and view counts", async () => {
    stubApi({
      ...noSessions,
      "GET /api/home/summary": () =>
        json<HomeSummary>({ counts: { connections: 12, posts: 3, profileViews: 45 }, industryGroups: [] }),
    });
    await renderSettings(makeUser(), "networking");
    const panel = screen.getByRole("tabpanel", { name: "Networking" });
    expect(await within(panel).findByRole("img", { name: "QR code for your profile link" })).toBeVisible();
    const count = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(count("Connections")).toBe("12"));
    expect(count("Profile views")).toBe("45");
    expect(count("Endorsements")).toBe("0");
  });
});

describe("membership tab", () => {
  // The tab lists the member's own payments (none here), rather than fetching from the network.
  beforeEach(() => {
    stubApi({ "GET /api/payments": () => json<{ payments: OwnPayment[] }>({ payments: [] }) });
  });

  it("basic members see 'Basic Member' and an upgrade link to /subscription", async () => {
    await renderWithApp(() => <MembershipTab user={makeUser({ membershipTier: "basic" })} />);
    expect(screen.getByText("Basic Member")).toBeVisible();
    expect(screen.queryByText("Premium Member")).toBeNull();
    expect(screen.getByRole("link", { name: "View plans" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByText("Active subscription")).toBeNull();
  });

  it("only tier premium reads 'Premium Member', with no upgrade offer", async () => {
    await renderWithApp(() => (
      <MembershipTab user={makeUser({ membershipTier: "premium", membershipId: "SPPC-20250101-1234" })} />
    ));
    expect(screen.getByText("Premium Member")).toBeVisible();
    expect(screen.queryByRole("link", { name: "View plans" })).toBeNull();
    expect(screen.getByText("SPPC-20250101-1234")).toBeVisible();
  });

  it("tier executive reads 'Executive Member', with its active subscription badge and no upgrade offer", async () => {
    await renderWithApp(() => (
      <MembershipTab user={makeUser({ membershipTier: "executive", subscriptionStatus: "active" })} />
    ));
    expect(screen.getByText("Executive Member")).toBeVisible();
    expect(screen.queryByText("Basic Member")).toBeNull();
    expect(screen.getByText("Active subscription")).toBeVisible();
    expect(screen.queryByRole("link", { name: "View plans" })).toBeNull();
  });

  it("an answer from before the tier list (a cached 'business') reads as the tier it maps to", async () => {
    const older = "business" as CurrentUser["membershipTier"];
    await renderWithApp(() => <MembershipTab user={makeUser({ membershipTier: older })} />);
    expect(screen.getByText("Premium Member")).toBeVisible();
  });
});

describe("skills and languages chips", () => {
  it("adds a trimmed skill only when non-empty and not already present", () => {
    expect(addChip([], "  React  ")).toEqual(["React"]);
    const list = ["React"];
    expect(addChip(list, "   ")).toBe(list);
    expect(addChip(list, "React")).toBe(list);
    expect(addChip(list, " react ")).toBe(list);
    expect(addChip(["a", "b"], "c", 2)).toEqual(["a", "b"]);
    expect(removeChip(["React", "Go"], "React")).toEqual(["Go"]);
  });

  it("Enter adds a skill without submitting; clicking a chip removes it; languages never repeat", async () => {
    const fetchMock = stubApi(noSessions);
    await renderSettings(makeUser({ skills: ["Welding"], languages: ["EN", "Urdu"] }));
    const input = screen.getByLabelText("New skill");
    fireEvent.change(input, { target: { value: "  Surveying " } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "welding" } });
    fireEvent.keyDown(input, { key: "Enter" });
    const skills = screen.getByRole("list", { name: "Skills" });
    expect(
      within(skills)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Welding", "Surveying"]);
    expect(sent(fetchMock, "PUT /api/profile")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove Welding" }));
    expect(
      within(skills)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Surveying"]);

    // The old "EN" default reads as English; only Arabic is left to add.
    const languages = screen.getByRole("list", { name: "Languages you speak" });
    expect(
      within(languages)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["English", "Urdu"]);
    const select = screen.getByLabelText("Language to add") as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["", "Arabic"]);
    fireEvent.change(select, { target: { value: "Arabic" } });
    fireEvent.click(within(select.parentElement as HTMLElement).getByRole("button", { name: "Add" }));
    expect(
      within(languages)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["English", "Urdu", "Arabic"]);
    expect(screen.queryByLabelText("Language to add")).toBeNull();
  });
});

describe("saving the profile", () => {
  it("sends PUT /api/profile and shows 'Profile Updated'", async () => {
    const user = makeUser({ title: "Engineer" });
    const fetchMock = stubApi({
      ...noSessions,
      "PUT /api/profile": saveOnto(user),
      "GET /api/auth/user": () => json<CurrentUser>({ ...user, title: "Lead Engineer" }),
    });
    await renderSettings(user);
    fireEvent.change(screen.getByLabelText("Job title"), { target: { value: "Lead Engineer" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Profile Updated")).toBeVisible();
    expect(screen.getByText("Your profile has been updated successfully.")).toBeVisible();
    const [put] = sent(fetchMock, "PUT /api/profile");
    expect(put?.body).toMatchObject({
      title: "Lead Engineer",
      company: "Aramco",
      languages: ["English", "Urdu"],
    });
  });

  it("on failure shows 'Error' and keeps what the member typed", async () => {
    stubApi({ ...noSessions, "PUT /api/profile": () => new Response("boom", { status: 500 }) });
    await renderSettings(makeUser());
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "SABIC" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect((screen.getByLabelText("Company") as HTMLInputElement).value).toBe("SABIC");
  });

  it("marks the fields a 422 names", async () => {
    stubApi({
      ...noSessions,
      "PUT /api/profile": () => apiError(422, "validation_failed", "x", { location: ["Too long"] }),
    });
    await renderSettings(makeUser());
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Failed to update profile. Please try again.");
    expect(screen.getByLabelText("Location").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please check this field.")).toBeVisible();
  });

  it("a 401 shows 'Unauthorized' and goes to sign-in after 500 ms", async () => {
    stubApi({ ...noSessions, "PUT /api/profile": () => apiError(401, "unauthorized") });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/profile", search: "", assign });
    await renderSettings(makeUser());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(550);
    });
    expect(assign).toHaveBeenCalledWith("/api/login?next=%2Fprofile");
  });
});

describe("the profile's city", () => {
  const citySelect = () => screen.getByLabelText("Location") as HTMLSelectElement;

  it("is a select of the city list by name in the reader's language, sending the city's id", async () => {
    const user = makeUser({ location: "riyadh" });
    const fetchMock = stubApi({ ...noSessions, "PUT /api/profile": saveOnto(user) });
    await renderWithApp(
      () => (
        <>
          <ProfileSettings user={user} />
          <Toaster />
        </>
      ),
      { language: "ur" },
    );
    const select = (await screen.findByLabelText("مقام")) as HTMLSelectElement;
    expect(select.value).toBe("riyadh");
    expect(select.selectedOptions[0]?.textContent).toBe("ریاض");
    expect([...select.options].find((option) => option.value === "jeddah")?.textContent).toBe("جدہ");
    fireEvent.change(select, { target: { value: "jeddah" } });
    fireEvent.click(screen.getByRole("button", { name: "تبدیلیاں محفوظ کریں" }));
    await waitFor(() => expect(sent(fetchMock, "PUT /api/profile")).toHaveLength(1));
    expect(sent(fetchMock, "PUT /api/profile")[0]?.body).toMatchObject({ location: "jeddah" });
  });

  it("starts at the city an older written value names", async () => {
    stubApi(noSessions);
    await renderSettings(makeUser({ location: "Al Khobar, KSA" }));
    expect(citySelect().value).toBe("khobar");
  });

  it("keeps a city no admin has matched yet: offered as written, and not sent until another is chosen", async () => {
    const user = makeUser({ location: "Lahore Cantt" });
    const fetchMock = stubApi({ ...noSessions, "PUT /api/profile": saveOnto(user) });
    await renderSettings(user);
    expect(citySelect().value).toBe("Lahore Cantt");
    expect(citySelect().selectedOptions[0]?.textContent).toBe(
      "Lahore Cantt (as you wrote it: choose a city of the list)",
    );
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "SABIC" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(fetchMock, "PUT /api/profile")).toHaveLength(1));
    const [first] = sent(fetchMock, "PUT /api/profile");
    expect(first?.body).toMatchObject({ company: "SABIC" });
    expect(first?.body).not.toHaveProperty("location");
    fireEvent.change(citySelect(), { target: { value: "other" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(fetchMock, "PUT /api/profile")).toHaveLength(2));
    expect(sent(fetchMock, "PUT /api/profile")[1]?.body).toMatchObject({ location: "other" });
  });
});

describe("preferences and security", () => {
  it("saving the preferred language switches the interface language", async () => {
    const user = makeUser({ preferredLanguage: "en", timeZone: "UTC" });
    const fetchMock = stubApi({
      ...noSessions,
      "PUT /api/profile": saveOnto(user),
      "GET /api/auth/user": () => json<CurrentUser>({ ...user, preferredLanguage: "ur" }),
    });
    await renderSettings(user);
    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    fireEvent.click(screen.getByRole("switch", { name: "Prayer time reminders" }));
    fireEvent.change(screen.getByLabelText("Interface language"), { target: { value: "ur" } });
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Asia/Karachi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("ur"));
    expect(document.documentElement.dir).toBe("rtl");
    expect(sent(fetchMock, "PUT /api/profile")[0]?.body).toEqual({
      prayerTimesEnabled: false,
      preferredLanguage: "ur",
      timeZone: "Asia/Karachi",
    });
  });

  it("explains a refused new password (422 too_common) next to the field", async () => {
    stubApi({
      ...noSessions,
      "POST /api/auth/change-password": () =>
        apiError(422, "validation_failed", "x", { password: "too_common" }),
    });
    await renderSettings(makeUser());
    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "Old password 1" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "password123" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    const message = "This password is too common. Choose one that is harder to guess.";
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(screen.getByText("Password not changed")).toBeVisible();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("change password: unlike the account", () => {
  it.each([
    ["the name", "a.k@example.com", "ayesha KHAN", "The new password must not be your name."],
    [
      "the email's local part",
      "ayesha@example.com",
      "Ayesha-2024!",
      "The new password must not be your email address.",
    ],
    ["only spaces", "ayesha@example.com", "          ", "The new password must not be only spaces."],
  ])(
    "refuses %s next to the field without calling the server",
    async (_label, email, newPassword, message) => {
      const fetchMock = stubApi(noSessions);
      await renderSettings(makeUser({ email }));
      fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
      expect(screen.getByText(/^At least 8 characters, not your email or name\./)).toBeVisible();
      fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "Old password 1" } });
      fireEvent.change(screen.getByLabelText("New password"), { target: { value: newPassword } });
      fireEvent.click(screen.getByRole("button", { name: "Change password" }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
      expect(sent(fetchMock, "POST /api/auth/change-password")).toEqual([]);
    },
  );

  it("shows the server's refusal (like_name, when the account's name differs from the profile's)", async () => {
    stubApi({
      ...noSessions,
      "POST /api/auth/change-password": () =>
        apiError(422, "validation_failed", "x", { password: "like_name" }),
    });
    await renderSettings(makeUser());
    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "Old password 1" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "Ayesha Siddiqui" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findAllByText("The new password must not be your name.")).length).toBe(2);
  });
});

describe("sessions", () => {
  it("names devices in plain words and marks this one; others can be signed out", async () => {
    const now = Date.now();
    const session = (token: string, userAgent: string, minutesAgo: number): SessionInfo => ({
      id: `id-${token}`,
      token,
      userAgent,
      ipAddress: "10.0.0.7",
      createdAt: new Date(now - 86_400_000).toISOString(),
      updatedAt: new Date(now - minutesAgo * 60_000).toISOString(),
      expiresAt: new Date(now + 86_400_000).toISOString(),
    });
    const fetchMock = stubApi({
      "GET /api/auth/list-sessions": () =>
        json<SessionInfo[]>([
          session(
            "t-2",
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/128.0 Mobile Safari/537.36",
            5,
          ),
          session(
            "t-1",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0",
            0,
          ),
        ]),
      "GET /api/auth/get-session": () => json<CurrentSession>({ session: { token: "t-1" } }),
      "POST /api/auth/revoke-session": () => json<StatusAnswer>({ status: true }),
    });
    await renderSettings(makeUser());
    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    const panel = screen.getByRole("tabpanel", { name: "Preferences" });
    await within(panel).findByText(/Chrome on Android/);
    const texts = within(panel)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(texts[0]).toContain("Firefox on Windows");
    expect(texts[0]).toContain("This device");
    expect(texts[1]).toContain("Chrome on Android");
    expect(texts[1]).toContain("5 minutes ago");
    expect(texts[1]).toContain("10.0.0.7");

    fireEvent.click(screen.getByRole("button", { name: "Sign out Chrome on Android" }));
    expect(await screen.findByText("That device has been signed out.")).toBeVisible();
    expect(sent(fetchMock, "POST /api/auth/revoke-session")[0]?.body).toEqual({
      token: "t-2",
    });
    expect(screen.getByRole("button", { name: "Sign out all other sessions" })).toBeVisible();
  });

  it("says so when no other device is signed in", async () => {
    stubApi({
      "GET /api/auth/list-sessions": () => json<SessionInfo[]>([]),
      "GET /api/auth/get-session": () => json<CurrentSession>({ session: { token: "t-1" } }),
    });
    await renderSettings(makeUser());
    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    expect(await screen.findByText("You are not signed in on any other device.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });
});

describe("pure helpers", () => {
  it("builds the QR file name from the names, falling back to 'profile' and 'card'", () => {
    expect(qrFileName("Ayesha", "Khan")).toBe("Ayesha-Khan-qr.png");
    expect(qrFileName(null, null)).toBe("profile-card-qr.png");
    expect(qrFileName("", "Khan")).toBe("profile-Khan-qr.png");
    expect(qrFileName("Ayesha", "  ")).toBe("Ayesha-card-qr.png");
    expect(qrFileName("Muhammad Ali", "Jinnah/Khan")).toBe("Muhammad-Ali-JinnahKhan-qr.png");
  });

  it("draws dark QR modules as row runs", () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, false],
      ]),
    ).toBe("M0 0h2v1h-2zM1 1h1v1h-1z");
  });

  it("fits photos within 800 px without enlarging them", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(600, 1200)).toEqual({ width: 400, height: 800 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it("describes user agents and relative times", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({
      browser: "Safari",
      os: "iOS",
    });
    expect(
      describeDevice("Mozilla/5.0 (Windows NT 10.0) AppleWebKit Chrome/128.0 Safari/537.36 Edg/128.0"),
    ).toEqual({
      browser: "Edge",
      os: "Windows",
    });
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    const now = Date.parse("2025-11-21T12:00:00Z");
    expect(relativeTime("2025-11-21T11:58:00Z", "en", now)).toBe("2 minutes ago");
    expect(relativeTime("2025-11-20T12:00:00Z", "en", now)).toBe("yesterday");
    expect(relativeTime("2025-11-21T12:00:00Z", "en", now)).toBe("now");
  });
});

/** GET /api/privacy/consents with profile sharing granted or not (never asked counts as off). */
function consentsWith(profileSharing: boolean | null): ConsentsAnswer {
  const entry = (granted: boolean): ConsentEntry => ({
    purpose: "profile_sharing",
    granted,
    method: "preferences",
    policyVersion: "1",
    at: "2026-01-01T00:00:00.000Z",
  });
  return {
    current: {
      data_processing: null,
      marketing: null,
      profile_sharing: profileSharing === null ? null : entry(profileSharing),
      terms: null,
      privacy: null,
      announcements: null,
      tender_alerts: null,
    },
    history: [],
  };
}

describe("QR card sharing", () => {
  it("says the link shows a private profile while sharing is off, and turns sharing on in place", async () => {
    const fetchMock = stubApi({
      ...noSessions,
      "GET /api/privacy/consents": () => json<ConsentsAnswer>(consentsWith(null)),
      "PUT /api/privacy/consents": () => json<ConsentsAnswer>(consentsWith(true)),
    });
    await renderSettings(makeUser(), "networking");
    const panel = screen.getByRole("tabpanel", { name: "Networking" });
    expect(await within(panel).findByText("Your profile is private")).toBeVisible();
    fireEvent.click(within(panel).getByRole("button", { name: "Share my profile" }));
    expect(await screen.findByText("The QR code now opens your public profile.")).toBeVisible();
    await waitFor(() => expect(within(panel).queryByText("Your profile is private")).toBeNull());
    expect(sent(fetchMock, "PUT /api/privacy/consents").map((call) => call.body)).toEqual([
      { purpose: "profile_sharing", granted: true },
    ]);
  });

  it("shows no notice when the profile is shared", async () => {
    stubApi({ ...noSessions, "GET /api/privacy/consents": () => json<ConsentsAnswer>(consentsWith(true)) });
    await renderSettings(makeUser(), "networking");
    const panel = screen.getByRole("tabpanel", { name: "Networking" });
    expect(await within(panel).findByRole("img", { name: "QR code for your profile link" })).toBeVisible();
    expect(within(panel).queryByRole("button", { name: "Share my profile" })).toBeNull();
  });
});

describe("QR card actions", () => {
  it("copies the profile link with the spec's toast, and reports a failed copy", async () => {
    stubApi(noSessions);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText }, share: undefined });
    const user = makeUser();
    await renderSettings(user, "networking");
    const panel = screen.getByRole("tabpanel", { name: "Networking" });
    fireEvent.click(within(panel).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Profile link copied to clipboard")).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/profile/${user.id}`);
    // Without navigator.share, Share copies the link instead.
    fireEvent.click(within(panel).getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Failed to copy link to clipboard")).toBeVisible();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });
});
