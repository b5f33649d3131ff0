// A local fake of a browser vendor's push service, for the Web Push tests: it stands in for the network
// (the worker's outbound fetch, stubbed by the test) and does what a real one and the phone would do
// together: reads the VAPID token's key, decrypts the encrypted body with the device's own
// private key, records what the phone would show, and answers 201, or 410 for a device that is gone.
// A body it cannot decrypt throws, so a wrongly encrypted push fails the test.

const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8),
  );
}

/** WebCrypto's ECDH parameters (`public`, which workerd's types spell `$public`). */
const ecdh = (key: CryptoKey) => ({ name: "ECDH", public: key }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

/** The application server's VAPID keys, made for the test (the form the worker's secrets take). */
export async function makeVapid() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const publicKey = base64url((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: JSON.stringify(privateJwk),
    VAPID_SUBJECT: "mailto:support@sppc.example",
  };
}

type Device = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
};
export type Shown = {
  endpoint: string;
  payload: { title: string; body: string; url: string; tag: string };
  headers: Headers;
};

export function fakePushService(origin = "https://push.fake.example") {
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const shown: Shown[] = [];
  const requests: string[] = [];

  /**
   * The "aesgcm" content encoding @pushforge/builder sends (draft-ietf-webpush-encryption-04, which
   * Chrome, Firefox, Edge and Safari all accept): salt and the server's key in headers, one record.
   */
  async function decrypt(device: Device, headers: Headers, body: Uint8Array) {
    const salt = fromBase64url(headers.get("encryption")?.match(/salt=([^;,\s]+)/)?.[1] ?? "");
    const serverPublic = fromBase64url(headers.get("crypto-key")?.match(/dh=([^;,\s]+)/)?.[1] ?? "");
    const serverKey = await crypto.subtle.importKey(
      "raw",
      serverPublic,
      { name: "ECDH", namedCurve: "P-256" },
      false,
      [],
    );
    const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh(serverKey), device.privateKey, 256));
    const ikm = await hkdf(
      fromBase64url(device.keys.auth),
      shared,
      encoder.encode("Content-Encoding: auth\0"),
      32,
    );
    const context = concat(
      encoder.encode("P-256\0"),
      new Uint8Array([0, device.publicRaw.length]),
      device.publicRaw,
      new Uint8Array([0, serverPublic.length]),
      serverPublic,
    );
    const cek = await hkdf(salt, ikm, concat(encoder.encode("Content-Encoding: aesgcm\0"), context), 16);
    const nonce = await hkdf(salt, ikm, concat(encoder.encode("Content-Encoding: nonce\0"), context), 12);
    const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
    const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, body));
    // Two bytes give the padding's length; the padding, then the JSON, follow.
    const padding = ((padded[0] ?? 0) << 8) + (padded[1] ?? 0);
    return JSON.parse(new TextDecoder().decode(padded.slice(2 + padding)));
  }

  return {
    shown,
    requests,
    /** A subscription as a browser makes it (PushSubscription.toJSON()), with its private key kept here. */
    async device(options: { gone?: boolean } = {}) {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ])) as CryptoKeyPair;
      const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
      const endpoint = `${origin}/send/${crypto.randomUUID()}`;
      const keys = {
        p256dh: base64url(publicRaw),
        auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
      };
      devices.set(endpoint, { endpoint, keys, privateKey: pair.privateKey, publicRaw });
      if (options.gone) gone.add(endpoint);
      return { endpoint, keys };
    },
    /** Stands in for fetch: anything not addressed to this service is refused. */
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = new Request(input, init);
      requests.push(request.url);
      const device = devices.get(request.url);
      if (!device || request.method !== "POST") return new Response("unknown", { status: 404 });
      if (gone.has(request.url)) return new Response("gone", { status: 410 });
      if (request.headers.get("content-encoding") !== "aesgcm") return new Response("bad", { status: 400 });
      const payload = await decrypt(device, request.headers, new Uint8Array(await request.arrayBuffer()));
      shown.push({ endpoint: request.url, payload, headers: request.headers });
      return new Response(null, { status: 201 });
    },
  };
}
