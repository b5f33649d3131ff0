import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminWhatsappPage } from "../../app/components/admin-whatsapp/admin-whatsapp-page";
import type {
  AdminWhatsappGroup,
  AdminWhatsappGroupResponse,
  AdminWhatsappGroupsResponse,
} from "../../worker/contract/whatsapp-groups";
import { makeUser } from "../fixtures/user";
import { makeAdminWhatsappGroup } from "../fixtures/whatsapp-groups";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const group = (overrides: Partial<AdminWhatsappGroup> = {}) =>
  makeAdminWhatsappGroup({
    id: "g1",
    slug: "jobs-ksa",
    name: "SPPC Jobs KSA",
    description: "Openings for Pakistani professionals.",
    groupType: "jobs",
    memberCount: 2300,
    adminName: "Usman Ali",
    rules: ["Jobs only", "No spam"],
    tags: ["jobs"],
    inviteLink: "https://chat.whatsapp.com/sppc-jobs-ksa",
    isActive: true,
    ...overrides,
  });

/** An admin session, the admin list, and every write recorded. */
function stubApi(groups: AdminWhatsappGroup[]) {
  return stubFetch(
    {
      "GET /api/admin/whatsapp-groups": () => json<AdminWhatsappGroupsResponse>({ groups }),
      "POST /api/admin/whatsapp-groups": () =>
        json<AdminWhatsappGroupResponse>({ group: group({ id: "new" }) }, 201),
      "PUT /api/admin/whatsapp-groups/g1": () => json<AdminWhatsappGroupResponse>({ group: group() }),
    },
    { user: makeUser({ role: "admin" }) },
  );
}

describe("/admin/whatsapp-groups", () => {
  it("lists groups with type, member count and status, hidden ones included", async () => {
    stubApi([group(), group({ id: "g2", name: "Old Jeddah Group", groupType: "cultural", isActive: false })]);
    await renderWithApp(() => <AdminWhatsappPage />);
    const rowOf = (name: string) =>
      screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr") as HTMLElement;
    await screen.findByRole("table");
    const row = rowOf("SPPC Jobs KSA");
    expect(within(row).getByText("Jobs")).toBeVisible();
    expect(within(row).getByText("2,300")).toBeVisible();
    expect(within(row).getByText("Active")).toBeVisible();
    expect(within(row).getByRole("button", { name: "Hide SPPC Jobs KSA" })).toBeVisible();
    const hidden = rowOf("Old Jeddah Group");
    expect(within(hidden).getByText("Hidden")).toBeVisible();
    expect(within(hidden).getByRole("button", { name: "Show Old Jeddah Group" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  });

  it("shows the empty state", async () => {
    stubApi([]);
    await renderWithApp(() => <AdminWhatsappPage />);
    expect(await screen.findByText("No groups yet. Create the first one with New group.")).toBeVisible();
  });

  it("explains each bad field, keeps what was typed, and sends nothing until it is right", async () => {
    const fetchMock = stubApi([]);
    await renderWithApp(() => <AdminWhatsappPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New group" }));
    const form = screen.getByRole("form", { name: "New WhatsApp group" });
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^Group name/, "Khobar Traders");
    fill(/^Admin name/, "Noor Fatima");
    fill(/^Member count/, "120");
    fill(/^Invite link/, "https://wa.me/966500000000");
    fill(/^Description/, "Traders of the Eastern Province");
    fill(/^Rules/, "Be kind\n\nx\nTrade only");
    fill(/^Tags/, "#trade\nkhobar");
    fireEvent.submit(form);

    expect(
      await within(form).findByText("Please correct the highlighted fields. Nothing you typed was lost."),
    ).toBeVisible();
    expect(
      within(form).getByText(
        "The invite link must look like https://chat.whatsapp.com/ followed by the group's code.",
      ),
    ).toBeVisible();
    // The error names the textarea line (blank lines count), and the control is marked invalid.
    expect(within(form).getByText("Line 3: a rule must be 2 to 200 characters.")).toBeVisible();
    expect(
      within(form)
        .getByLabelText(/^Rules/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect((within(form).getByLabelText(/^Group name/) as HTMLInputElement).value).toBe("Khobar Traders");
    expect(writesOf(fetchMock)).toEqual([]);

    fill(/^Invite link/, "https://chat.whatsapp.com/KhobarTraders01");
    fill(/^Rules/, "Be kind\nTrade only");
    fill(/^Group type/, "trade");
    fireEvent.submit(form);
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(1));
    const [write] = writesOf(fetchMock);
    expect(write?.key).toBe("POST /api/admin/whatsapp-groups");
    expect(write?.body).toEqual({
      name: "Khobar Traders",
      // Untranslated versions are sent blank (the server stores them as missing).
      nameAr: "",
      nameUr: "",
      description: "Traders of the Eastern Province",
      descriptionAr: "",
      descriptionUr: "",
      inviteLink: "https://chat.whatsapp.com/KhobarTraders01",
      groupType: "trade",
      memberCount: 120,
      adminName: "Noor Fatima",
      rules: ["Be kind", "Trade only"],
      tags: ["#trade", "khobar"],
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "New WhatsApp group" })).toBeNull());
    expect(document.activeElement?.textContent).toBe("New group");
  });

  it("edits a group with its rules and tags one per line, sending a PUT for that group", async () => {
    const fetchMock = stubApi([group()]);
    await renderWithApp(() => <AdminWhatsappPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit SPPC Jobs KSA" }));
    const form = screen.getByRole("form", { name: "Edit SPPC Jobs KSA" });
    expect(document.activeElement?.textContent).toBe("Edit SPPC Jobs KSA");
    const rules = within(form).getByLabelText(/^Rules/) as HTMLTextAreaElement;
    expect(rules.value).toBe("Jobs only\nNo spam");
    fireEvent.change(rules, { target: { value: "Jobs only\nNo spam\nEnglish or Urdu" } });
    fireEvent.submit(form);
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(1));
    const [write] = writesOf(fetchMock);
    expect(write?.key).toBe("PUT /api/admin/whatsapp-groups/g1");
    expect(write?.body).toMatchObject({ rules: ["Jobs only", "No spam", "English or Urdu"] });
  });
});
