import { describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { DirectoryPage } from "../../worker/contract/network";
import { callApi } from "./call-api";
import { memberWithSession, quietMember, setSharing } from "./network-helpers";

// Sign-ups hash a password (scrypt); on a busy 2-core machine one test can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

async function directory(cookie: string, query = ""): Promise<DirectoryPage> {
  const response = await callApi(`/api/members${query ? `?${query}` : ""}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as DirectoryPage;
}

const ids = (page: DirectoryPage) => page.members.map((member) => member.id);

describe("GET /api/members", () => {
  it("is for signed-in members: visitors get 401", async () => {
    const response = await callApi("/api/members");
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
  });

  it("lists only members whose latest profile_sharing consent is a grant, and always the viewer", async () => {
    // A tag unique to this test keeps other tests' members out of the answer.
    const tag = `Dir${crypto.randomUUID().slice(0, 6)}`;
    const me = await memberWithSession({ company: tag });
    const sharing = await quietMember({ company: tag, shares: true, firstName: "Bilal" });
    const never = await quietMember({ company: tag });
    const withdrew = await quietMember({ company: tag, shares: true });
    await setSharing(withdrew.id, false, new Date(Date.now() + 1000).toISOString());
    const regranted = await quietMember({ company: tag });
    await setSharing(regranted.id, false, new Date(Date.now() - 5000).toISOString());
    await setSharing(regranted.id, true);

    const page = await directory(me.cookie, `company=${tag}`);
    expect(ids(page).sort()).toEqual([me.id, sharing.id, regranted.id].sort());
    expect(page.total).toBe(3);
    expect(ids(page)).not.toContain(never.id);
    expect(ids(page)).not.toContain(withdrew.id);
    expect(page.members.find((member) => member.id === me.id)?.isSelf).toBe(true);
    const card = page.members.find((member) => member.id === sharing.id);
    expect(card).toMatchObject({ name: "Bilal", company: tag, isSelf: false, connection: "none" });
    // What sharing shows, never contact details.
    expect(Object.keys(card ?? {})).not.toContain("email");
  });

  it("filters by profession, industry, city, company, language, skill and free text", async () => {
    const tag = `Flt${crypto.randomUUID().slice(0, 6)}`;
    const me = await memberWithSession();
    const engineer = await quietMember({
      shares: true,
      firstName: "Imran",
      title: `Civil Engineer ${tag}`,
      company: "Bechtel",
      location: "riyadh",
      industry: "Construction",
      languages: ["English", "Urdu"],
      skills: ["AutoCAD", tag],
    });
    const doctor = await quietMember({
      shares: true,
      firstName: "Sana",
      title: `Physician ${tag}`,
      company: "King Faisal Hospital",
      location: "jeddah",
      industry: "Healthcare",
      languages: ["English", "Arabic"],
      skills: ["Cardiology", tag],
    });
    // A city no admin has matched yet, kept as written.
    const kept = await quietMember({
      shares: true,
      firstName: "Omar",
      location: "Lahore Cantt",
      skills: [tag],
    });
    const only = async (query: string) => ids(await directory(me.cookie, `skill=${tag}&${query}`));

    expect((await only("")).sort()).toEqual([engineer.id, doctor.id, kept.id].sort());
    expect(await only("profession=engineer")).toEqual([engineer.id]);
    expect(await only("industry=Healthcare")).toEqual([doctor.id]);
    // A city by its id or in any spelling finds that id, and only it.
    for (const city of ["riyadh", "Riyadh", "riyadh ", "الرياض", "ریاض"])
      expect(await only(`city=${encodeURIComponent(city)}`)).toEqual([engineer.id]);
    expect(await only("city=Mecca")).toEqual([]);
    // Text naming no city looks inside the values kept as written.
    expect(await only("city=lahore")).toEqual([kept.id]);
    expect(await only("company=faisal")).toEqual([doctor.id]);
    expect(await only("language=Arabic")).toEqual([doctor.id]);
    expect(await only("q=autocad")).toEqual([engineer.id]);
    expect(await only("q=sana%20jeddah")).toEqual([doctor.id]);
    // A city named in the search box, in any language, finds its members.
    expect(await only(`q=${encodeURIComponent("الرياض")}`)).toEqual([engineer.id]);
    expect(await only(`q=${encodeURIComponent("جدہ")}`)).toEqual([doctor.id]);
    // LIKE wildcards are plain text.
    expect(await only("company=%25")).toEqual([]);
    expect((await callApi("/api/members?industry=Nope", { headers: { Cookie: me.cookie } })).status).toBe(
      422,
    );
  });

  it("pages through the list", async () => {
    const tag = `Pg${crypto.randomUUID().slice(0, 6)}`;
    const me = await memberWithSession();
    for (let n = 0; n < 14; n++) await quietMember({ shares: true, company: tag, firstName: `M${n + 10}` });
    const first = await directory(me.cookie, `company=${tag}`);
    const second = await directory(me.cookie, `company=${tag}&page=2`);
    expect(first.total).toBe(14);
    expect(first.members).toHaveLength(first.pageSize);
    expect(second.members).toHaveLength(14 - first.pageSize);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(14);
  });
});
