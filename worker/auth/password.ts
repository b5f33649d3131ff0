import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { foldPassword, type PasswordProblem, passwordLikeness } from "../contract/auth";

export type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };

/**
 * OWASP's scrypt row N=2^14, r=8, p=5: 16 MiB per hash, well inside a Worker's 128 MB, and about
 * 160 ms of CPU on our 2-core build machine (`npm run bench`) (it needs the Workers Paid plan's CPU time
 * per request). Parameters are stored with each hash, so raising them later still verifies old hashes.
 */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };

/** The cheapest scrypt: for test runs only, where hundreds of sign-ups would otherwise cost minutes. */
const TEST_SCRYPT: ScryptParams = { N: 2 ** 4, r: 1, p: 1 };

/**
 * The hashing cost for new passwords. `PASSWORD_HASH_COST = "test"` (set by the test runs, never in
 * wrangler.toml) picks the cheap row, and only on a local origin: a deployed worker hashes with
 * OWASP's parameters even if the setting leaked into its configuration.
 */
export function scryptParams(cost: string | undefined, localOrigin: boolean): ScryptParams {
  return cost === "test" && localOrigin ? TEST_SCRYPT : PRODUCTION_SCRYPT;
}

const KEY_LENGTH = 64;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // workerd fails with a bare "Scrypt failed" unless maxmem covers 128*N*r (TOOLCHAIN.md).
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params = PRODUCTION_SCRYPT): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, N, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !N || !r || !p || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, "base64"), Number(N), Number(r), Number(p));
  const want = Buffer.from(expected, "base64");
  return key.length === want.length && timingSafeEqual(key, want);
}

let common: Set<string> | undefined;

/**
 * The zxcvbn-ts list of ~49,000 common passwords (built once per isolate), compared folded: hashing
 * normalises with NFKC, so a full-width or compatibility spelling of a common password is that password.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => foldPassword(String(entry))));
  return common.has(foldPassword(password));
}

/** Why a new password is refused, or null; `account` is the member it is for, when known. */
export function passwordProblem(
  password: string,
  account: { email?: string; name?: string } = {},
): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return "too_short";
  if (password.length > PASSWORD_MAX) return "too_long";
  if (isCommonPassword(password)) return "too_common";
  return passwordLikeness(password, account);
}
