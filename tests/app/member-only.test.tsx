import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MemberOnly } from "../../app/components/auth/member-only";
import { Toaster } from "../../app/components/ui/toaster";
import type { CurrentUser } from "../../worker/contract/user";
import { makeUser } from "../fixtures/user";
import { stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** The session call answers this member, or 401 for null. */
const stubAuth = (user: CurrentUser | null) => stubFetch({}, { user });

describe("member-only pages", () => {
  it("show their content to a signed-in member", async () => {
    stubAuth(makeUser());
    await renderWithApp(() => (
      <MemberOnly>
        <p>Secret member content</p>
      </MemberOnly>
    ));
    expect(await screen.findByText("Secret member content")).toBeVisible();
  });

  it.each([
    ["member", 500, "You are logged out. Logging in again..."],
    ["admin", 1000, "You need to be logged in to access admin features."],
  ] as const)(
    "signed out on a %s page: the Unauthorized toast, then /api/login after %i ms",
    async (area, delay, text) => {
      stubAuth(null);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const assign = vi.fn();
      vi.stubGlobal("location", {
        ...window.location,
        pathname: "/profile",
        search: "?tab=membership",
        assign,
      });
      await renderWithApp(() => (
        <>
          <MemberOnly area={area}>
            <p>Secret member content</p>
          </MemberOnly>
          <Toaster />
        </>
      ));
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.getByText("Unauthorized")).toBeVisible();
      expect(screen.queryByText("Secret member content")).toBeNull();
      expect(assign).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(delay - 100);
      });
      expect(assign).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(assign).toHaveBeenCalledWith("/api/login?next=%2Fprofile%3Ftab%3Dmembership");
    },
  );
});
