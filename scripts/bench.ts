// `npm run bench`: timings that matter for cost and limits, measured here rather than guessed.
// Password hashing runs on every sign-up, sign-in and password change: it must stay well under a
// Worker request's CPU limit (Workers Paid) while remaining an OWASP-strength scrypt.
import { hashPassword, verifyPassword } from "../worker/auth/password.ts";

const RUNS = 10;
const password = "Minar-e-Pakistan 1968!";

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await fn();
  const ms = (performance.now() - started) / RUNS;
  console.log(`${label.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms (mean of ${RUNS})`);
}

const hash = await hashPassword(password);
await time("scrypt hash (N=2^14,r=8,p=5)", () => hashPassword(password));
await time("scrypt verify", () => verifyPassword({ hash, password }));
