import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { WhatsappGroupsResponse } from "../../worker/contract/whatsapp-groups";
import { demoSeedStatements } from "../../worker/db/seed";
import { signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

async function list(query = "", cookie = ""): Promise<WhatsappGroupsResponse> {
  const response = await callApi(
    `/api/whatsapp-groups${query}`,
    cookie ? { headers: { Cookie: cookie } } : {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as WhatsappGroupsResponse;
}
const slugs = (body: WhatsappGroupsResponse) => body.groups.map((group) => group.slug).sort();

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("GET /api/whatsapp-groups", () => {
  it("lists every active group for 'all' and hides the inactive one", async () => {
    const all = await list();
    expect(slugs(all)).toEqual([
      "eastern-province-cultural",
      "jobs-ksa",
      "pak-saudi-trade",
      "riyadh-business",
      "sppc-general",
    ]);
    expect(slugs(await list("?type=all"))).toEqual(slugs(all));
    expect(slugs(await list("?search=jeddah"))).toEqual([]);
    const group = all.groups.find((item) => item.slug === "sppc-general");
    expect(group).toMatchObject({
      name: "SPPC Community",
      groupType: "general",
      memberCount: 1000,
      adminName: "SPPC Team",
      tags: ["announcements", "community"],
    });
    expect(group?.rules).toHaveLength(5);
    expect(typeof group?.lastActivityAt).toBe("string");
  });

  it("searches name, description and tags without case", async () => {
    expect(slugs(await list("?search=RIYADH%20business"))).toEqual(["riyadh-business"]);
    expect(slugs(await list("?search=mushairas"))).toEqual(["eastern-province-cultural"]);
    expect(slugs(await list("?search=Hiring"))).toEqual(["jobs-ksa"]);
    expect(slugs(await list("?search=no-such-group"))).toEqual([]);
  });

  it("filters by exact group type, together with the search", async () => {
    expect(slugs(await list("?type=trade"))).toEqual(["pak-saudi-trade"]);
    expect(slugs(await list("?type=general"))).toEqual(["sppc-general"]);
    expect(slugs(await list("?type=business&search=jobs"))).toEqual([]);
    // An unknown type is no filter rather than an error.
    expect(slugs(await list("?type=nonsense"))).toHaveLength(5);
  });

  it("gives invite links to signed-in members only", async () => {
    const visitor = await list();
    expect(visitor.groups.every((group) => group.inviteLink === null)).toBe(true);
    const { cookie } = await signUp();
    const member = await list("", cookie);
    expect(member.groups.find((group) => group.slug === "jobs-ksa")?.inviteLink).toBe(
      "https://chat.whatsapp.com/sppc-jobs-ksa",
    );
    expect(member.groups.every((group) => group.inviteLink?.startsWith("https://chat.whatsapp.com/"))).toBe(
      true,
    );
  });
});
