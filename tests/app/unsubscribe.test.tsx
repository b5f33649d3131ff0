// The unsubscribe page (/unsubscribe/{token}, the link at the end of every bulk email) and the Email
// section of /privacy-settings: what a member reads and taps, in their language, and what is sent.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsentList } from "../../app/components/privacy/consent-list";
import { MailPreferencesSection } from "../../app/components/privacy/mail-preferences-section";
import { Toaster } from "../../app/components/ui/toaster";
import { UnsubscribePage } from "../../app/components/unsubscribe/unsubscribe-page";
import { privacySettingsMessages } from "../../app/i18n/messages/privacy-settings";
import type { MailPreferences, UnsubscribeInfo } from "../../worker/contract/mail-topics";
import type { ConsentsAnswer } from "../../worker/contract/privacy";
import { makeUser } from "../fixtures/user";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const TOKEN = "eyJ1c2VySWQiOiJ1LTEifQ.1999999999999.c2lnbmF0dXJl";
const info = (subscribed: boolean): UnsubscribeInfo => ({
  topic: "tender_alerts",
  subscribed,
  email: "a***@example.com",
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.dir = "ltr";
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the language the page saved.
  document.cookie = "lang=; Max-Age=0; Path=/";
});

describe("/unsubscribe/:token", () => {
  it("asks first, unsubscribes with one button, offers Undo and the way to every other kind", async () => {
    const fetchMock = stubFetch({
      [`GET /api/unsubscribe/${TOKEN}`]: () => json<UnsubscribeInfo>(info(true)),
      [`POST /api/unsubscribe/${TOKEN}`]: () => json<UnsubscribeInfo>(info(false)),
      [`POST /api/unsubscribe/${TOKEN}/resubscribe`]: () => json<UnsubscribeInfo>(info(true)),
    });
    await renderWithApp(() => <UnsubscribePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Unsubscribe from Tender alerts?" })).toBeVisible();
    expect(
      screen.getByText("You are getting Tender alerts emails at \u2066a***@example.com\u2069."),
    ).toBeVisible();
    expect(requestsOf(fetchMock, "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(
      await screen.findByRole("heading", { name: "You're unsubscribed from Tender alerts" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Manage every kind of email and notification" })).toHaveAttribute(
      "href",
      "/privacy-settings",
    );
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("button", { name: "Unsubscribe" })).toBeVisible();
    expect(requestsOf(fetchMock, "POST").map((request) => request.path)).toEqual([
      `/api/unsubscribe/${TOKEN}`,
      `/api/unsubscribe/${TOKEN}/resubscribe`,
    ]);
  });

  it("speaks the link's language, right to left", async () => {
    stubFetch({ [`GET /api/unsubscribe/${TOKEN}`]: () => json<UnsubscribeInfo>(info(false)) });
    await renderWithApp(() => <UnsubscribePage token={TOKEN} lang="ur" />);
    expect(
      await screen.findByRole("heading", { name: "آپ ٹینڈر الرٹس سے ان سبسکرائب ہو گئے ہیں" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "واپس لیں" })).toBeVisible();
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
  });

  it("says a bad link is not valid, and an offline reader that they are offline", async () => {
    stubFetch({ [`GET /api/unsubscribe/${TOKEN}`]: () => apiError(404, "not_found", "not valid") });
    const { unmount } = await renderWithApp(() => <UnsubscribePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
    unmount();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await renderWithApp(() => <UnsubscribePage token={TOKEN} />);
    expect(await screen.findByText("You're offline. Connect to the internet and try again.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("tells the member when the button did not work", async () => {
    stubFetch({
      [`GET /api/unsubscribe/${TOKEN}`]: () => json<UnsubscribeInfo>(info(true)),
      [`POST /api/unsubscribe/${TOKEN}`]: () => apiError(503, "unavailable"),
    });
    await renderWithApp(() => <UnsubscribePage token={TOKEN} />);
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That didn't work. Please try again.");
  });
});

describe("/privacy-settings: Email", () => {
  const preferences = (topics: MailPreferences["topics"]) => json<MailPreferences>({ topics });

  it("lists every kind of mail with its switch and saves a change", async () => {
    const fetchMock = stubFetch(
      {
        "GET /api/mail/preferences": () =>
          preferences({ marketing: false, announcements: true, tender_alerts: true }),
        "PUT /api/mail/preferences/tender_alerts": () =>
          preferences({ marketing: false, announcements: true, tender_alerts: false }),
      },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(
      () => (
        <>
          <MailPreferencesSection />
          <Toaster />
        </>
      ),
      { language: "ar" },
    );
    const section = await screen.findByRole("region", { name: "البريد الإلكتروني" });
    const switches = await within(section).findAllByRole("switch");
    expect(
      switches.map((toggle) => document.querySelector(`label[for="${toggle.id}"]`)?.textContent),
    ).toEqual([
      "الأخبار والعروض عبر البريد الإلكتروني",
      "إعلانات المجتمع عبر البريد الإلكتروني",
      "تنبيهات المناقصات عبر البريد الإلكتروني",
    ]);
    const tenders = within(section).getByRole("switch", { name: "تنبيهات المناقصات عبر البريد الإلكتروني" });
    expect(tenders).toBeChecked();
    fireEvent.click(tenders);
    await waitFor(() => expect(tenders).not.toBeChecked());
    expect(await screen.findByText("تم حفظ اختيارك.")).toBeVisible();
    const put = requestsOf(fetchMock, "PUT")[0];
    expect(put?.path).toBe("/api/mail/preferences/tender_alerts");
    expect(put?.body).toEqual({ enabled: false });
  });

  it("leaves marketing to the Email section: the consents list has no second switch for it", async () => {
    const consents: ConsentsAnswer = {
      current: {
        marketing: null,
        data_processing: null,
        profile_sharing: null,
        terms: null,
        privacy: null,
        announcements: null,
        tender_alerts: null,
      },
      history: [],
    };
    stubFetch({}, { user: makeUser({ id: "me" }) });
    const t = (key: keyof typeof privacySettingsMessages.en) => privacySettingsMessages.en[key];
    await renderWithApp(() => <ConsentList t={t} consents={consents} onDeleteAccount={() => {}} />);
    expect(await screen.findByRole("switch", { name: "Show my profile to other members" })).toBeVisible();
    expect(screen.queryByRole("switch", { name: "News and offers by email" })).toBeNull();
  });
});
