import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNote, savedWhen } from "../../app/components/offline/offline-note";
import { I18nProvider } from "../../app/i18n";
import type { Language } from "../../app/i18n/define";
import { getJson } from "../../app/lib/api";
import { recordSavedAt, savedAtFor } from "../../app/lib/saved-at";
import { stubFetch } from "./fetch-stub";

const MINUTE = 60_000;

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

/** A raw answer: these tests are about its Date header, whatever the body. */
function answer(date: string | null) {
  return new Response("{}", { status: 200, headers: date ? { Date: date } : {} });
}

function renderNote(path: string, language: Language = "en") {
  return render(
    <I18nProvider initial={language}>
      <OfflineNote path={path} />
    </I18nProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("saved-at store", () => {
  it("keeps the Date header of the answer getJson read, per path without the query", async () => {
    const date = "Sat, 21 Nov 2026 09:30:00 GMT";
    stubFetch(() => answer(date));
    await getJson("/api/test-store/list?city=riyadh");
    expect(savedAtFor("/api/test-store/list")).toBe(Date.parse(date));
    expect(savedAtFor("/api/test-store/list?city=jeddah")).toBe(Date.parse(date));
    expect(savedAtFor("/api/test-store/other")).toBeUndefined();
  });

  it("ignores answers without a usable Date header", () => {
    recordSavedAt("/api/test-store/undated", answer(null));
    recordSavedAt("/api/test-store/garbled", answer("yesterday-ish"));
    expect(savedAtFor("/api/test-store/undated")).toBeUndefined();
    expect(savedAtFor("/api/test-store/garbled")).toBeUndefined();
  });
});

describe("savedWhen", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("says how long ago within a week, the date after that", () => {
    expect(savedWhen(now - 5 * MINUTE, "en", now)).toBe("5 minutes ago");
    expect(savedWhen(now - 3 * 60 * MINUTE, "en", now)).toBe("3 hours ago");
    expect(savedWhen(now - 24 * 60 * MINUTE, "en", now)).toBe("yesterday");
    expect(savedWhen(now - 20 * 1000, "en", now)).toBe("now");
    expect(savedWhen(now + 30 * 1000, "en", now)).toBe("now");
    expect(savedWhen(Date.parse("2026-11-01T10:00:00Z"), "en", now)).toBe("Nov 1, 2026");
  });
});

describe("OfflineNote", () => {
  it("shows nothing while online, even with a saved time", () => {
    setOnline(true);
    recordSavedAt("/api/test-note/online", answer(new Date(Date.now() - 5 * MINUTE).toUTCString()));
    renderNote("/api/test-note/online");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows nothing offline when nothing was saved for its path", () => {
    setOnline(false);
    renderNote("/api/test-note/never");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("appears when the connection drops and goes when it returns", async () => {
    setOnline(true);
    recordSavedAt("/api/test-note/drop", answer(new Date(Date.now() - 5 * MINUTE).toUTCString()));
    renderNote("/api/test-note/drop");
    expect(screen.queryByRole("status")).toBeNull();
    act(() => setOnline(false));
    expect((await screen.findByRole("status")).textContent).toBe(
      "You are offline. Showing what was saved 5 minutes ago.",
    );
    act(() => setOnline(true));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("follows a newer saved time for its path", async () => {
    setOnline(false);
    recordSavedAt("/api/test-note/newer", answer(new Date(Date.now() - 2 * 60 * MINUTE).toUTCString()));
    renderNote("/api/test-note/newer");
    expect((await screen.findByRole("status")).textContent).toContain("2 hours ago");
    act(() =>
      recordSavedAt("/api/test-note/newer", answer(new Date(Date.now() - 10 * MINUTE).toUTCString())),
    );
    expect(screen.getByRole("status").textContent).toContain("10 minutes ago");
  });

  it("speaks Arabic", async () => {
    setOnline(false);
    recordSavedAt("/api/test-note/ar", answer(new Date(Date.now() - 5 * MINUTE).toUTCString()));
    renderNote("/api/test-note/ar", "ar");
    const note = await screen.findByRole("status");
    expect(note.textContent).toContain("أنت غير متصل بالإنترنت");
    expect(note.textContent).toContain(
      new Intl.RelativeTimeFormat("ar", { numeric: "auto" }).format(-5, "minute"),
    );
  });
});
