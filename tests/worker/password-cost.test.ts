import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SCRYPT, scryptParams, verifyPassword } from "../../worker/auth/password";
import { PASSWORD, signUp, uniqueEmail } from "./accounts-helpers";
import { callUrl } from "./call-api";

/** The stored hash of an account: scrypt$N$r$p$salt$key. */
async function storedHash(email: string): Promise<string> {
  const row = await env.DB.prepare(
    "select password from account where user_id = (select id from user where email = ?)",
  )
    .bind(email)
    .first<{ password: string }>();
  return String(row?.password);
}

describe("password hashing cost", () => {
  it("is OWASP's scrypt row (N=2^14, r=8, p=5) unless a test run asks otherwise", () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 16384, r: 8, p: 5 });
    expect(scryptParams(undefined, false)).toEqual(PRODUCTION_SCRYPT);
    expect(scryptParams(undefined, true)).toEqual(PRODUCTION_SCRYPT);
    expect(scryptParams("cheap", true)).toEqual(PRODUCTION_SCRYPT);
  });

  it("is cheap for this test run on localhost, and the cheap hash still verifies", async () => {
    expect((env as Env).PASSWORD_HASH_COST).toBe("test");
    const { email, response } = await signUp(uniqueEmail("cheap"));
    expect(response.status).toBe(200);
    const hash = await storedHash(email);
    expect(hash).toMatch(/^scrypt\$16\$1\$1\$/);
    await expect(verifyPassword({ hash, password: PASSWORD })).resolves.toBe(true);
    await expect(verifyPassword({ hash, password: `${PASSWORD}x` })).resolves.toBe(false);
  });

  it("stays OWASP's on a deployed origin even when the test setting is present", async () => {
    const email = uniqueEmail("deployed");
    const response = await callUrl("https://sppc.example/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://sppc.example" },
      body: JSON.stringify({ name: "Bilal Deployed", email, password: PASSWORD, acceptTerms: true }),
    });
    expect(response.status).toBe(200);
    expect(await storedHash(email)).toMatch(/^scrypt\$16384\$8\$5\$/);
  });
});
