import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnmatchedCities } from "../../app/components/admin-members/unmatched-cities";
import { Toaster } from "../../app/components/ui/toaster";
import type { MemberCityMoveResult, UnmatchedMemberCities } from "../../worker/contract/member-cities";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const PATH = "/api/admin/member-cities";

function stubApi(values: UnmatchedMemberCities["values"]) {
  let left = values;
  return stubFetch(
    (request) => {
      if (request.key === `GET ${PATH}`) return json<UnmatchedMemberCities>({ values: left });
      if (request.key === `POST ${PATH}`) {
        const { from, to } = request.body as { from: string; to: MemberCityMoveResult["to"] };
        const moved = left.find((value) => value.text === from)?.members ?? 0;
        left = left.filter((value) => value.text !== from);
        return json<MemberCityMoveResult>({ from, to, moved });
      }
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const panel = () => (
  <>
    <UnmatchedCities />
    <Toaster />
  </>
);

describe("the admin's cities to match (/admin/members)", () => {
  it("lists each value kept as written with its members, a select per value and an Apply that says how many move", async () => {
    const fetchMock = stubApi([
      { text: "Lahore Cantt", members: 3, suggestion: null },
      { text: "Riyadh - Olaya", members: 1, suggestion: "riyadh" },
    ]);
    await renderWithApp(panel);
    const section = within(await screen.findByRole("region", { name: "Cities to match" }));
    expect(section.getByText("Lahore Cantt")).toBeVisible();
    expect(section.getByText("3 members")).toBeVisible();
    expect(section.getByText("1 member")).toBeVisible();

    // matchCity's suggestion is chosen already; a value without one waits for the admin's choice.
    const olaya = section.getByLabelText("City for “Riyadh - Olaya”") as HTMLSelectElement;
    expect(olaya.value).toBe("riyadh");
    expect(section.getByText("Suggested: Riyadh")).toBeVisible();
    const lahore = section.getByLabelText("City for “Lahore Cantt”") as HTMLSelectElement;
    expect(lahore.value).toBe("");
    const apply = section.getByRole("button", { name: "Apply: move 3 members" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(section.getByRole("button", { name: "Apply: move 1 member" })).toBeEnabled();

    fireEvent.change(lahore, { target: { value: "other" } });
    fireEvent.click(apply);
    expect(await screen.findByText("3 members moved to Other")).toBeVisible();
    expect(writesOf(fetchMock).map((request) => [request.key, request.body])).toEqual([
      [`POST ${PATH}`, { from: "Lahore Cantt", to: "other" }],
    ]);
    // The list is asked again: the matched value is gone, the other stays.
    await waitFor(() => expect(screen.queryByText("Lahore Cantt")).toBeNull());
    expect(screen.getByText("Riyadh - Olaya")).toBeVisible();
  });

  it("names the cities in the reader's language", async () => {
    stubApi([{ text: "Hofuf City", members: 2, suggestion: "alahsa" }]);
    await renderWithApp(panel, { language: "ar" });
    const section = within(await screen.findByRole("region", { name: "مدن تحتاج إلى مطابقة" }));
    const select = section.getByLabelText("المدينة لـ «Hofuf City»") as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("الأحساء");
    expect(section.getByRole("button", { name: "تطبيق: نقل 2 أعضاء" })).toBeEnabled();
  });

  it("shows nothing when every member's city is on the list", async () => {
    const fetchMock = stubApi([]);
    const { queryClient } = await renderWithApp(panel);
    await waitFor(() => expect(queryClient.getQueryData([PATH])).toEqual({ values: [] }));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Cities to match" })).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
