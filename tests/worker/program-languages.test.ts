// Mentorship programs on /mentorship (for signed-in members) in the reader's language (the `lang` cookie), English where a
// version is missing, with `shownIn` naming the language of each text.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminProgram } from "../../worker/contract/admin-mentorship";
import type { MentorshipProgram } from "../../worker/contract/mentorship";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let admin = "";
beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const account = await signUp(uniqueEmail("programs-admin"));
  await makeAdmin(account.email);
  admin = account.cookie;
});

const programsIn = async (language: string) => {
  const response = await callApi("/api/mentorship/programs", {
    headers: { Cookie: `${admin}; lang=${language}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("Vary")).toContain("Cookie");
  return ((await response.json()) as { programs: MentorshipProgram[] }).programs;
};

const everyText = (language: string) => ({
  title: language,
  duration: language,
  format: language,
  description: language,
  features: language,
});

describe("mentorship programs in the reader's language", () => {
  it("seeds every demo program in Arabic and Urdu", async () => {
    for (const language of ["ar", "ur"]) {
      const seeded = (await programsIn(language)).filter((program) => program.id.startsWith("seed-program-"));
      expect(seeded).toHaveLength(3);
      for (const program of seeded) expect(program.shownIn).toEqual(everyText(language));
    }
    const leadership = (await programsIn("ur")).find((program) => program.slug === "leadership-circle");
    expect(leadership?.title).toBe("لیڈرشپ حلقہ");
  });

  it("stores the admin's versions and falls back to English for the ones left out", async () => {
    const created = await send("POST", "/api/admin/mentorship/programs", admin, {
      title: "Women in Tech",
      titleAr: "المرأة في التقنية",
      duration: "2 months",
      format: "Online, weekly",
      description: "Mentors who built careers in Saudi tech companies.",
      features: ["Portfolio review"],
      featuresUr: ["پورٹ فولیو کا جائزہ"],
    });
    expect(created.status).toBe(201);
    const { program } = (await created.json()) as { program: AdminProgram };
    expect(program).toMatchObject({
      titleAr: "المرأة في التقنية",
      titleUr: null,
      featuresUr: ["پورٹ فولیو کا جائزہ"],
    });
    const arabic = (await programsIn("ar")).find((item) => item.id === program.id);
    expect(arabic).toMatchObject({
      title: "المرأة في التقنية",
      format: "Online, weekly",
      shownIn: { title: "ar", format: "en", features: "en" },
    });
    const urdu = (await programsIn("ur")).find((item) => item.id === program.id);
    expect(urdu).toMatchObject({
      title: "Women in Tech",
      features: ["پورٹ فولیو کا جائزہ"],
      shownIn: { features: "ur" },
    });
  });
});
