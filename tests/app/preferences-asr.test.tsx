import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PreferencesForm } from "../../app/components/profile/preferences-form";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** The member's session, and PUT /api/profile answering the member as saved; returns the bodies it got. */
function stubProfileApi(user = makeUser()) {
  const puts: unknown[] = [];
  stubFetch(
    {
      "PUT /api/profile": ({ body }) => {
        puts.push(body);
        return json<CurrentUser>({ ...user, ...(body as Partial<CurrentUser>) });
      },
    },
    { user },
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
