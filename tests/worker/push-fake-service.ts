// A local fake of a browser vendor's push service, for the Web Push tests: it stands in for the network
// (the worker's outbound fetch, stubbed by the test) and does what a real one and the phone would do
// together: checks the VAPID token (signature, audience, expiry; 401 otherwise), decrypts the aes128gcm
// body with the device's own private key, records what the phone would show, and answers 201, or 410
// for a device that is gone. A body it cannot decrypt throws, so a wrongly encrypted push fails the test.
// Its host is allowed only by the worker tests' PUSH_SERVICE_HOSTS binding (vitest.config.ts).

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
   * The "aes128gcm" content encoding (RFC 8291 on RFC 8188): salt, record size and the server's key in
   * the body's header, then one record whose last non-zero byte is the delimiter 2.
   */
  async function decrypt(device: Device, body: Uint8Array) {
    const salt = body.slice(0, 16);
    const keyLength = body[20] ?? 0;
    const serverPublic = body.slice(21, 21 + keyLength);
    const serverKey = await crypto.subtle.importKey(
      "raw",
      serverPublic,
      { name: "ECDH", namedCurve: "P-256" },
      false,
      [],
    );
    const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh(serverKey), device.privateKey, 256));
    const keyInfo = concat(encoder.encode("WebPush: info\0"), device.publicRaw, serverPublic);
    const ikm = await hkdf(fromBase64url(device.keys.auth), shared, keyInfo, 32);
    const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
    const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
    const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
    const record = body.slice(21 + keyLength);
    const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("Not the last record of an aes128gcm body");
    return JSON.parse(new TextDecoder().decode(padded.slice(0, end)));
  }

  /**
   * What a push service checks of `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 token
   * signed by k, for this service's origin, expiring within a day, with a contact.
   */
  async function vapidValid(request: Request) {
    const match = request.headers
      .get("authorization")
      ?.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/);
    if (!match) return false;
    const [, header = "", claims = "", signature = "", publicKey = ""] = match;
    const key = await crypto.subtle.importKey(
      "raw",
      fromBase64url(publicKey),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const signed = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      fromBase64url(signature),
      encoder.encode(`${header}.${claims}`),
    );
    const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64url(part)));
    const { alg } = decode(header) as { alg?: string };
    const { aud, exp, sub } = decode(claims) as { aud?: string; exp?: number; sub?: string };
    const now = Date.now() / 1000;
    return (
      signed &&
      alg === "ES256" &&
      aud === new URL(request.url).origin &&
      typeof exp === "number" &&
      exp > now &&
      exp <= now + 86_400 &&
      /^(mailto|https):/.test(sub ?? "")
    );
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
      if (!(await vapidValid(request))) return new Response("unauthorized", { status: 401 });
      if (request.headers.get("content-encoding") !== "aes128gcm")
        return new Response("bad", { status: 400 });
      const payload = await decrypt(device, new Uint8Array(await request.arrayBuffer()));
      shown.push({ endpoint: request.url, payload, headers: request.headers });
      return new Response(null, { status: 201 });
    },
  };
}
