import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PreferencesForm } from "../../app/components/profile/preferences-form";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

function stubProfileApi(user = makeUser()) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith("/api/profile") && init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return Response.json({ ...user, ...body });
      }
      if (url.startsWith("/api/auth/user")) return Response.json(user);
      return new Response("not stubbed", { status: 404 });
    }),
  );
  return puts;
}

describe("the Asr method preference", () => {
  it("offers Standard and Hanafi and saves the member's choice", async () => {
    const user = makeUser({ asrMethod: "standard", timeZone: "Asia/Riyadh" });
    const puts = stubProfileApi(user);
    await renderWithApp(() => <PreferencesForm user={user} />);
    const select = screen.getByLabelText("Asr time") as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      "Standard (Shafi'i, Maliki, Hanbali)",
      "Hanafi",
    ]);
    expect(select).toHaveAccessibleDescription(
      "The Hanafi method, followed by many in Pakistan, puts Asr later.",
    );
    fireEvent.change(select, { target: { value: "hanafi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ asrMethod: "hanafi", prayerTimesEnabled: true, timeZone: "Asia/Riyadh" });
  });

  it("keeps the spec's payload when the Asr method is unchanged", async () => {
    const user = makeUser({ asrMethod: "hanafi", timeZone: "Asia/Riyadh" });
    const puts = stubProfileApi(user);
    await renderWithApp(() => <PreferencesForm user={user} />);
    expect((screen.getByLabelText("Asr time") as HTMLSelectElement).value).toBe("hanafi");
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ prayerTimesEnabled: true, preferredLanguage: "en", timeZone: "Asia/Riyadh" });
  });
});
