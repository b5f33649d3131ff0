import { describe, expect, it } from "vitest";
import type {
  AdminWhatsappGroup,
  AdminWhatsappGroupsResponse,
  WhatsappGroupsResponse,
} from "../../worker/contract/whatsapp-groups";
import { makeAdmin, ORIGIN, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const base = "/api/admin/whatsapp-groups";

async function admin() {
  const account = await signUp(uniqueEmail("admin"));
  await makeAdmin(account.email);
  return account.cookie;
}

let counter = 0;
/** A unique name per call: storage is shared by the tests of this file. */
const groupInput = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Dammam Engineers ${counter}`,
    description: "Civil and mechanical engineers in the Eastern Province",
    inviteLink: "https://chat.whatsapp.com/AbCdEf123456",
    groupType: "jobs",
    memberCount: 42,
    adminName: "Faisal Raza",
    rules: ["Be respectful", "Jobs only", "No spam"],
    tags: ["engineering", "#dammam"],
    ...overrides,
  };
};

async function create(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send("POST", base, cookie, groupInput(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { group: AdminWhatsappGroup }).group;
}

async function publicNames(query = "") {
  const response = await callApi(`/api/whatsapp-groups${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as WhatsappGroupsResponse).groups.map((group) => group.name);
}

async function adminList(cookie: string) {
  const response = await send("GET", base, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminWhatsappGroupsResponse).groups;
}

type ErrorAnswer = { error: { code: string; message: string; details?: Record<string, string[]> } };

describe("admin WhatsApp groups access", () => {
  it("answers 401 to visitors and 403 to members, for reads and writes", async () => {
    expect((await callApi(base)).status).toBe(401);
    expect((await send("POST", base, "", groupInput())).status).toBe(401);
    const member = await signUp();
    expect((await send("GET", base, member.cookie)).status).toBe(403);
    expect((await send("POST", base, member.cookie, groupInput())).status).toBe(403);
    expect((await send("DELETE", `${base}/anything`, member.cookie)).status).toBe(403);
  });
});

describe("admin WhatsApp groups validation", () => {
  it("refuses an invite link that is not https://chat.whatsapp.com/<code>, saying why", async () => {
    const cookie = await admin();
    for (const inviteLink of [
      "http://chat.whatsapp.com/AbCdEf123456",
      "https://chat.whatsapp.com.evil.example/AbCdEf123456",
      "https://wa.me/966500000000",
      "https://chat.whatsapp.com/",
      "not a link",
    ]) {
      const response = await send("POST", base, cookie, groupInput({ inviteLink }));
      expect(response.status).toBe(422);
      const body = (await response.json()) as ErrorAnswer;
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.details?.inviteLink).toEqual([
        "The invite link must look like https://chat.whatsapp.com/<code>",
      ]);
    }
  });

  it("refuses an unknown type and out-of-range fields, naming each field", async () => {
    const cookie = await admin();
    const response = await send(
      "POST",
      base,
      cookie,
      groupInput({
        groupType: "sports",
        name: "ab",
        description: "short",
        memberCount: -1,
        rules: ["ok rule", "x"],
        tags: Array.from({ length: 11 }, (_, index) => `tag${index}`),
      }),
    );
    expect(response.status).toBe(422);
    const details = ((await response.json()) as ErrorAnswer).error.details ?? {};
    expect(details.groupType).toEqual(["Choose a group type: business, jobs, trade, cultural or general"]);
    expect(details.name).toEqual(["Name must be 3 to 80 characters"]);
    expect(details.description).toEqual(["Description must be 10 to 500 characters"]);
    expect(details.memberCount).toEqual(["Member count must be a whole number, 0 or more"]);
    expect(details.rules).toEqual(["Each rule must be 2 to 200 characters"]);
    expect(details.tags).toEqual(["At most 10 tags"]);
    expect(await publicNames("?search=ab")).not.toContain("ab");
  });

  it("answers 400 to a body that is not JSON", async () => {
    const cookie = await admin();
    const response = await callApi(base, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });
});

describe("admin WhatsApp groups management", () => {
  it("creates an active group that the public page lists, filtered by its type", async () => {
    const cookie = await admin();
    const before = Date.now();
    const group = await create(cookie, { groupType: "trade", rules: ["Be kind", "Be kind", "Trade only"] });
    expect(group).toMatchObject({
      groupType: "trade",
      memberCount: 42,
      adminName: "Faisal Raza",
      isActive: true,
      inviteLink: "https://chat.whatsapp.com/AbCdEf123456",
      // The leading # is dropped (the card adds it) and repeated lines are kept once.
      tags: ["engineering", "dammam"],
      rules: ["Be kind", "Trade only"],
    });
    expect(new Date(group.lastActivityAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await adminList(cookie)).map((item) => item.id)).toContain(group.id);
    expect(await publicNames("?type=trade")).toContain(group.name);
    expect(await publicNames("?type=jobs")).not.toContain(group.name);
    expect(await publicNames("?search=dammam")).toContain(group.name);
  });

  it("hides a group from the public list, keeps it for admins, and shows it again", async () => {
    const cookie = await admin();
    const group = await create(cookie);
    const hidden = await send("POST", `${base}/${group.id}/hide`, cookie);
    expect(hidden.status).toBe(200);
    expect(((await hidden.json()) as { group: AdminWhatsappGroup }).group.isActive).toBe(false);
    expect(await publicNames()).not.toContain(group.name);
    expect((await adminList(cookie)).find((item) => item.id === group.id)?.isActive).toBe(false);

    expect((await send("POST", `${base}/${group.id}/show`, cookie)).status).toBe(200);
    expect(await publicNames()).toContain(group.name);
  });

  it("edits every field, keeping visibility, and refuses an invalid edit without changing anything", async () => {
    const cookie = await admin();
    const group = await create(cookie);
    await send("POST", `${base}/${group.id}/hide`, cookie);
    const edit = {
      name: "Khobar Traders Circle",
      description: "Traders of the Eastern Province meet here",
      inviteLink: "https://chat.whatsapp.com/Zyx987_wvu-654",
      groupType: "business",
      memberCount: 0,
      adminName: "Noor Fatima",
      rules: ["Business only"],
      tags: [],
    };
    const response = await send("PUT", `${base}/${group.id}`, cookie, edit);
    expect(response.status).toBe(200);
    const edited = ((await response.json()) as { group: AdminWhatsappGroup }).group;
    expect(edited).toMatchObject({ ...edit, id: group.id, isActive: false });

    const bad = await send("PUT", `${base}/${group.id}`, cookie, { ...edit, inviteLink: "https://t.me/x" });
    expect(bad.status).toBe(422);
    expect((await adminList(cookie)).find((item) => item.id === group.id)?.inviteLink).toBe(edit.inviteLink);
  });

  it("marks a group active now", async () => {
    const cookie = await admin();
    const group = await create(cookie);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await send("POST", `${base}/${group.id}/activity`, cookie);
    expect(response.status).toBe(200);
    const marked = ((await response.json()) as { group: AdminWhatsappGroup }).group;
    expect(marked.lastActivityAt > group.lastActivityAt).toBe(true);
  });

  it("deletes a group, then answers 404 for it", async () => {
    const cookie = await admin();
    const group = await create(cookie);
    expect((await send("DELETE", `${base}/${group.id}`, cookie)).status).toBe(204);
    expect(await publicNames()).not.toContain(group.name);
    expect((await adminList(cookie)).map((item) => item.id)).not.toContain(group.id);
    expect((await send("DELETE", `${base}/${group.id}`, cookie)).status).toBe(404);
    expect((await send("PUT", `${base}/${group.id}`, cookie, groupInput())).status).toBe(404);
    expect((await send("POST", `${base}/${group.id}/hide`, cookie)).status).toBe(404);
  });
});
