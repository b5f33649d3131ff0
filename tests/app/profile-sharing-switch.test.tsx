import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileSharingSwitch } from "../../app/components/network/profile-sharing-switch";
import type { ConsentEntry, ConsentsAnswer } from "../../worker/contract/privacy";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const answer = (granted: boolean): ConsentsAnswer => {
  const entry: ConsentEntry = {
    purpose: "profile_sharing",
    granted,
    method: "preferences",
    policyVersion: "2024-12-21",
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

describe("Profile sharing switch on the profile", () => {
  it("explains what sharing shows and to whom, and records the choice in the consent ledger", async () => {
    const fetchMock = stubFetch(
      {
        "GET /api/privacy/consents": () => json<ConsentsAnswer>(answer(false)),
        "PUT /api/privacy/consents": () => json<ConsentsAnswer>(answer(true)),
      },
      { user: makeUser({ id: "me" }) },
    );
    await renderWithApp(() => <ProfileSharingSwitch />);
    const toggle = await screen.findByRole("switch", { name: "Show my profile to other members" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Visitors and search engines never see the directory/);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const put = requestsOf(fetchMock).find((request) => request.key === "PUT /api/privacy/consents");
    expect(put?.body).toEqual({ purpose: "profile_sharing", granted: true });
  });
});
