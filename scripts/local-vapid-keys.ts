// Web Push needs a VAPID key pair (worker/secrets.d.ts). Production sets it with `wrangler secret put`;
// a fresh clone has none, so `npm start` makes one for this machine on first run and keeps it in
// .wrangler/ (git-ignored, never committed), so phones subscribed locally keep working across restarts.
// `npm run push:keys` prints a new pair to paste into .dev.vars or `wrangler secret put`.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export const LOCAL_VAPID_FILE = ".wrangler/vapid.dev.vars";

const base64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("base64url");

/** A new pair: the public key as browsers take it (base64url raw point), the private one as a JWK. */
export async function newVapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  return {
    publicKey: base64url(await crypto.subtle.exportKey("raw", pair.publicKey)),
    privateJwk: JSON.stringify(await crypto.subtle.exportKey("jwk", pair.privateKey)),
  };
}

/** The local key file (made once), for wrangler dev's --env-file. */
export async function ensureLocalVapidKeys(file = LOCAL_VAPID_FILE): Promise<string> {
  if (existsSync(file)) return file;
  const keys = await newVapidKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      "# Made by scripts/local-vapid-keys.ts for local Web Push only. Never commit; production uses wrangler secrets.",
      `VAPID_PUBLIC_KEY=${keys.publicKey}`,
      `VAPID_PRIVATE_KEY='${keys.privateJwk}'`,
      "VAPID_SUBJECT=mailto:support@sppc.example",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keys = await newVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
  console.log(`VAPID_PRIVATE_KEY='${keys.privateJwk}'`);
}
