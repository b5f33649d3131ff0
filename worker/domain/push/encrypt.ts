import { fromBase64url } from "../../lib/base64url";

/**
 * Web Push message encryption (RFC 8291) in the aes128gcm content encoding (RFC 8188), with WebCrypto
 * alone so it runs in a Worker (and in Node, where the interop test decrypts it with the reference
 * http_ece). Browsers' push services all take aes128gcm; the older "aesgcm" draft is not used.
 */

const encoder = new TextEncoder();
/** One record holds the whole payload; push services take bodies up to 4096 bytes. */
const RECORD_SIZE = 4096;
const SALT_BYTES = 16;
const HEADER_BYTES = SALT_BYTES + 4 + 1 + 65;
const TAG_BYTES = 16;
/** The largest plaintext that fits one record and the 4096-byte body (one byte for the delimiter). */
export const MAX_PUSH_PLAINTEXT = RECORD_SIZE - HEADER_BYTES - TAG_BYTES - 1;

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array,
  bytes: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** WebCrypto's ECDH parameters (`public`, which workerd's types spell `$public`). */
const ecdhWith = (publicKey: CryptoKey) =>
  ({ name: "ECDH", public: publicKey }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

export type PushKeys = { p256dh: string; auth: string };
/** Fixed salt and sender key pair, for tests only: production draws both afresh for every push. */
export type EncryptionSeed = { salt: Uint8Array<ArrayBuffer>; senderKeys: CryptoKeyPair };

/** The encrypted body for one device: header (salt, record size, sender key) then one record. */
export async function encryptPush(
  plaintext: Uint8Array,
  device: PushKeys,
  seed?: EncryptionSeed,
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PUSH_PLAINTEXT) throw new Error("Push payload too large");
  const receiverPublic = fromBase64url(device.p256dh);
  const authSecret = fromBase64url(device.auth);
  const salt = seed?.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const senderKeys =
    seed?.senderKeys ??
    ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
      "deriveBits",
    ])) as CryptoKeyPair);
  const senderPublic = new Uint8Array(
    (await crypto.subtle.exportKey("raw", senderKeys.publicKey)) as ArrayBuffer,
  );
  const receiverKey = await crypto.subtle.importKey(
    "raw",
    receiverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(ecdhWith(receiverKey), senderKeys.privateKey, 256),
  );

  // RFC 8291 §3.4: the auth secret and both public keys bind the key to this device and this push.
  const keyInfo = concat(encoder.encode("WebPush: info\0"), receiverPublic, senderPublic);
  const ikm = await hkdf(authSecret, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);

  // RFC 8188 §2: the last (here only) record ends with the delimiter 0x02 and no padding.
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concat(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(HEADER_BYTES);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(SALT_BYTES, RECORD_SIZE);
  header[SALT_BYTES + 4] = senderPublic.length;
  header.set(senderPublic, SALT_BYTES + 5);
  return concat(header, record);
}
