// Sponsorship packages on /partnerships in the reader's language (the `lang` cookie), English where a
// version is missing, with `shownIn` naming the language of each text; the admin form's versions are
// stored and answered back.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminSponsorshipPackage, SponsorshipPackage } from "../../worker/contract/partners";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let admin = "";
beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const account = await signUp(uniqueEmail("packages-admin"));
  await makeAdmin(account.email);
  admin = account.cookie;
});

const packagesIn = async (language: string) => {
  const response = await callApi("/api/membership/sponsorship-packages", {
    headers: { Cookie: `lang=${language}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("Vary")).toContain("Cookie");
  return ((await response.json()) as { packages: SponsorshipPackage[] }).packages;
};

describe("sponsorship packages in the reader's language", () => {
  it("seeds every demo package in Arabic and Urdu", async () => {
    for (const language of ["ar", "ur"]) {
      const seeded = (await packagesIn(language)).filter((item) => item.id.startsWith("seed-sponsorship-"));
      expect(seeded).toHaveLength(3);
      for (const item of seeded)
        expect(item.shownIn).toEqual({
          title: language,
          duration: language,
          badge: language,
          benefits: language,
          includes: language,
        });
    }
    const regional = (await packagesIn("ar")).find((item) => item.slug === "regional");
    expect(regional).toMatchObject({ title: "الراعي الإقليمي", badge: "أوسع انتشار" });
  });

  it("stores the admin's versions and falls back to English for the ones left blank", async () => {
    const created = await send("POST", "/api/admin/sponsorship-packages", admin, {
      title: "Ramadan Iftar Sponsor",
      titleAr: "راعي إفطار رمضان",
      titleUr: "",
      duration: "One month",
      durationUr: "ایک مہینہ",
      priceHalalas: 1_000_000,
      badge: "",
      benefits: ["Your logo at every iftar"],
      benefitsAr: ["شعارك في كل إفطار", ""],
      includes: [],
    });
    expect(created.status).toBe(201);
    const { package: saved } = (await created.json()) as { package: AdminSponsorshipPackage };
    expect(saved).toMatchObject({
      titleAr: "راعي إفطار رمضان",
      titleUr: null,
      benefitsAr: ["شعارك في كل إفطار"],
    });

    const arabic = (await packagesIn("ar")).find((item) => item.id === saved.id);
    expect(arabic).toMatchObject({
      title: "راعي إفطار رمضان",
      duration: "One month",
      benefits: ["شعارك في كل إفطار"],
      badge: null,
      shownIn: { title: "ar", duration: "en", benefits: "ar" },
    });
    const urdu = (await packagesIn("ur")).find((item) => item.id === saved.id);
    expect(urdu).toMatchObject({
      title: "Ramadan Iftar Sponsor",
      duration: "ایک مہینہ",
      benefits: ["Your logo at every iftar"],
      shownIn: { title: "en", duration: "ur", benefits: "en" },
    });
  });
});
