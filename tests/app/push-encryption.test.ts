// Web Push encryption read back by someone else's code (STYLE.md 17): the worker's aes128gcm body
// (worker/domain/push/encrypt.ts, WebCrypto only) is decrypted by http_ece, Martin Thomson's reference
// implementation of RFC 8188, on Node's own crypto; it matches RFC 8291's worked example byte for
// byte; and the VAPID token (RFC 8292) verifies with Node's ECDSA. The app project runs in Node (under
// happy-dom), which has both node:crypto for http_ece and the WebCrypto the Worker uses.
import { createECDH, createPublicKey, verify } from "node:crypto";
import ece from "http_ece";
import { describe, expect, it } from "vitest";
import { encryptPush, MAX_PUSH_PLAINTEXT } from "../../worker/domain/push/encrypt";
import { vapidAuthorization } from "../../worker/domain/push/vapid-token";
import { fromBase64url, toBase64url } from "../../worker/lib/base64url";

const encoder = new TextEncoder();

/** A browser's subscription keys, with the private half kept as http_ece takes it. */
function browserDevice() {
  const receiver = createECDH("prime256v1");
  receiver.generateKeys();
  const auth = toBase64url(crypto.getRandomValues(new Uint8Array(16)));
  return { receiver, keys: { p256dh: toBase64url(receiver.getPublicKey()), auth } };
}

const decryptWithHttpEce = (body: Uint8Array, device: ReturnType<typeof browserDevice>) =>
  ece.decrypt(Buffer.from(body), {
    version: "aes128gcm",
    privateKey: device.receiver,
    authSecret: device.keys.auth,
  });

describe("aes128gcm push payloads", () => {
  it("are decrypted by the reference http_ece, in Arabic and Urdu too", async () => {
    const device = browserDevice();
    const payload = {
      title: "رسالة جديدة من Sana Mirza",
      body: "کیا جمعہ کو ملاقات ہے؟",
      url: "/messages/abc",
      tag: "message:/messages/abc",
    };
    const body = await encryptPush(encoder.encode(JSON.stringify(payload)), device.keys);

    expect(JSON.parse(decryptWithHttpEce(body, device).toString("utf8"))).toEqual(payload);
    // The header (RFC 8188 §2.1): 16-byte salt, record size 4096, then our 65-byte public key.
    expect(new DataView(body.buffer).getUint32(16)).toBe(4096);
    expect(body[20]).toBe(65);
  });

  it("draw a new salt and key for every push", async () => {
    const device = browserDevice();
    const plaintext = encoder.encode("same words");
    const [first, second] = await Promise.all([
      encryptPush(plaintext, device.keys),
      encryptPush(plaintext, device.keys),
    ]);
    expect(toBase64url(first.slice(0, 86))).not.toBe(toBase64url(second.slice(0, 86)));
    expect(decryptWithHttpEce(second, device).toString("utf8")).toBe("same words");
  });

  it("fit the largest payload into the 4096 bytes push services take, and refuse a larger one", async () => {
    const device = browserDevice();
    const largest = encoder.encode("x".repeat(MAX_PUSH_PLAINTEXT));
    const body = await encryptPush(largest, device.keys);
    expect(body.length).toBe(4096);
    expect(decryptWithHttpEce(body, device).length).toBe(MAX_PUSH_PLAINTEXT);
    await expect(
      encryptPush(encoder.encode("x".repeat(MAX_PUSH_PLAINTEXT + 1)), device.keys),
    ).rejects.toThrow();
  });

  it("match RFC 8291's worked example (Appendix A) byte for byte", async () => {
    const serverPublic = fromBase64url(
      "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
    );
    const jwk = {
      kty: "EC",
      crv: "P-256",
      d: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
      x: toBase64url(serverPublic.slice(1, 33)),
      y: toBase64url(serverPublic.slice(33, 65)),
    };
    const algorithm = { name: "ECDH", namedCurve: "P-256" };
    const senderKeys = {
      privateKey: await crypto.subtle.importKey("jwk", jwk, algorithm, true, ["deriveBits"]),
      publicKey: await crypto.subtle.importKey("raw", serverPublic, algorithm, true, []),
    };
    const body = await encryptPush(
      encoder.encode("When I grow up, I want to be a watermelon"),
      {
        p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        auth: "BTBZMqHH6r4Tts7J_aSIgg",
      },
      { salt: fromBase64url("DGv6ra1nlYgDCS1FRnbzlw"), senderKeys },
    );

    expect(toBase64url(body)).toBe(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
    );
  });
});

describe("the VAPID Authorization header", () => {
  it("is `vapid t=<ES256 JWT for the push service's origin>, k=<public key>`, verified by Node's ECDSA", async () => {
    const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ]);
    const publicKey = toBase64url(await crypto.subtle.exportKey("raw", pair.publicKey));
    const vapid = {
      publicKey,
      privateJwk: JSON.stringify(await crypto.subtle.exportKey("jwk", pair.privateKey)),
      subject: "mailto:support@sppc.example",
    };
    const now = new Date("2026-12-06T10:00:00Z");
    const header = await vapidAuthorization(vapid, "https://fcm.googleapis.com/fcm/send/dK9:APA91", now);

    const match = header.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/);
    expect(match?.[4]).toBe(publicKey);
    const [, head = "", claims = "", signature = ""] = match ?? [];
    const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    expect(decode(head)).toEqual({ typ: "JWT", alg: "ES256" });
    expect(decode(claims)).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: now.getTime() / 1000 + 12 * 3600,
      sub: "mailto:support@sppc.example",
    });
    const raw = fromBase64url(publicKey);
    const nodeKey = createPublicKey({
      format: "jwk",
      key: { kty: "EC", crv: "P-256", x: toBase64url(raw.slice(1, 33)), y: toBase64url(raw.slice(33, 65)) },
    });
    const signed = Buffer.from(`${head}.${claims}`);
    const options = { key: nodeKey, dsaEncoding: "ieee-p1363" as const };
    expect(verify("sha256", signed, options, Buffer.from(signature, "base64url"))).toBe(true);
  });
});
