import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { PublicProfile } from "../../worker/contract/profile";
import type { CurrentUser } from "../../worker/contract/user";
import { sniffImage } from "../../worker/lib/image-sniff";
import { ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const me = async (cookie: string) =>
  (await (await callApi("/api/auth/user", { headers: { Cookie: cookie } })).json()) as CurrentUser;

const putProfile = (body: unknown, cookie = "") =>
  callApi("/api/profile", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

function uploadPhoto(cookie: string, bytes: Uint8Array, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type }));
  return callApi("/api/profile/photo", {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  });
}

// A real PNG built byte by byte: signature, IHDR (with its CRC), one IDAT and IEND.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: number[]) =>
  (bytes.reduce((c, byte) => (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const chunk = (type: string, data: number[]) => {
  const typed = [...type].map((ch) => ch.charCodeAt(0)).concat(data);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
};
// One green pixel, zlib-compressed (stored block): filter byte 0, then RGB 04 6C 35.
const IDAT_1PX = [0x78, 0x01, 0x01, 0x04, 0x00, 0xfb, 0xff, 0x00, 0x04, 0x6c, 0x35, 0x01, 0x1d, 0x00, 0xa6];
function png(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", [...u32(width), ...u32(height), 8, 2, 0, 0, 0]),
    ...chunk("IDAT", IDAT_1PX),
    ...chunk("IEND", []),
  ]);
}

async function grantProfileSharing(userId: string, granted: boolean) {
  await env.DB.prepare(
    "insert into consents (id, user_id, purpose, granted, method, policy_version) values (?, ?, 'profile_sharing', ?, 'test', '2024-12-21')",
  )
    .bind(crypto.randomUUID(), userId, granted ? 1 : 0)
    .run();
}

describe("PUT /api/profile", () => {
  it("saves the profile and GET /api/auth/user reflects it", async () => {
    const { cookie } = await signUp(uniqueEmail("profile"));
    const response = await putProfile(
      {
        firstName: " Bilal ",
        title: "Civil Engineer",
        company: "SABIC",
        location: "Jubail",
        bio: "Bridges and ports.",
        skills: [" AutoCAD ", "Project Management"],
        languages: ["English", "Urdu"],
        prayerTimesEnabled: false,
        preferredLanguage: "ur",
        timeZone: "Asia/Karachi",
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const expected = {
      firstName: "Bilal",
      lastName: "Khan",
      title: "Civil Engineer",
      company: "SABIC",
      // Sent as "Jubail", stored as the city list's id.
      location: "jubail",
      bio: "Bridges and ports.",
      skills: ["AutoCAD", "Project Management"],
      languages: ["English", "Urdu"],
      prayerTimesEnabled: false,
      preferredLanguage: "ur",
      timeZone: "Asia/Karachi",
    };
    expect(await response.json()).toMatchObject(expected);
    expect(await me(cookie)).toMatchObject(expected);

    // A partial update keeps the other fields; blank text clears a field.
    const again = await putProfile({ company: "  " }, cookie);
    expect(await again.json()).toMatchObject({ company: null, title: "Civil Engineer" });
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Base" }, "timeZone"],
    ["duplicate skills", { skills: ["Welding", "welding"] }, "skills"],
    ["an empty skill", { skills: ["  "] }, "skills"],
    ["a bio over 1000 characters", { bio: "x".repeat(1001) }, "bio"],
    ["a language outside the list", { languages: ["French"] }, "languages"],
    ["duplicate languages", { languages: ["Urdu", "Urdu"] }, "languages"],
    ["31 skills", { skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }, "skills"],
    ["an unknown interface language", { preferredLanguage: "fr" }, "preferredLanguage"],
  ])("refuses %s with 422 and the field's details", async (_label, body, field) => {
    const { cookie } = await signUp(uniqueEmail("invalid"));
    const response = await putProfile(body, cookie);
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.details as object)).toEqual([field]);
  });

  it("answers 401 when signed out", async () => {
    const response = await putProfile({ title: "Nobody" });
    expect(response.status).toBe(401);
  });
});

describe("profile photo", () => {
  it("stores a real PNG, serves it with its type, and DELETE removes it", async () => {
    const { cookie } = await signUp(uniqueEmail("photo"));
    const bytes = png(1, 1);
    const response = await uploadPhoto(cookie, bytes);
    expect(response.status).toBe(200);
    const user = (await response.json()) as CurrentUser;
    // Versioned per upload, so a replaced photo is never served from a browser cache.
    expect(user.profileImageUrl).toMatch(new RegExp(`^/api/profile/photo/${user.id}\\?v=[0-9a-f-]+$`));

    const served = await callApi(user.profileImageUrl ?? "", { headers: { Cookie: cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toContain("private");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // The stored key follows profile-photos/{userId}/{random}.png.
    const row = await env.DB.prepare("select photo_key from members where user_id = ?")
      .bind(user.id)
      .first<{ photo_key: string }>();
    expect(row?.photo_key).toMatch(new RegExp(`^profile-photos/${user.id}/[0-9a-f-]{36}\\.png$`));

    // Replacing the photo deletes the previous object.
    await uploadPhoto(cookie, png(2, 2));
    expect(await env.PHOTOS.get(row?.photo_key ?? "")).toBeNull();

    const removed = await callApi("/api/profile/photo", {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: ORIGIN },
    });
    expect(((await removed.json()) as CurrentUser).profileImageUrl).toBeNull();
    expect((await callApi(`/api/profile/photo/${user.id}`, { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
  });

  it("refuses a text file named photo.png and declared image/png", async () => {
    const { cookie } = await signUp(uniqueEmail("fake"));
    const response = await uploadPhoto(cookie, new TextEncoder().encode("just some text, not a picture"));
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.details).toEqual({ photo: "unsupported_type" });
    expect(error.message).toContain("JPEG, PNG or WebP");
  });

  it("refuses a PNG whose header says 10000 x 10000 pixels", async () => {
    const { cookie } = await signUp(uniqueEmail("huge"));
    const response = await uploadPhoto(cookie, png(10000, 10000));
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error.details).toEqual({ photo: "too_many_pixels" });
  });

  it("refuses files over 5 MB and requests without a photo", async () => {
    const { cookie } = await signUp(uniqueEmail("big"));
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png(1, 1));
    const tooBig = await uploadPhoto(cookie, big);
    expect(tooBig.status).toBe(422);
    expect(((await tooBig.json()) as ErrorBody).error.details).toEqual({ photo: "too_large" });

    const empty = await callApi("/api/profile/photo", {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN },
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
  });

  it("needs a session to upload, and hides unshared photos from visitors", async () => {
    expect((await uploadPhoto("", png(1, 1))).status).toBe(401);
    const { cookie } = await signUp(uniqueEmail("hidden"));
    const user = (await (await uploadPhoto(cookie, png(1, 1))).json()) as CurrentUser;
    expect((await callApi(`/api/profile/photo/${user.id}`)).status).toBe(404);
    await grantProfileSharing(user.id, true);
    expect((await callApi(`/api/profile/photo/${user.id}`)).status).toBe(200);
  });
});

describe("GET /api/profile/public/:userId", () => {
  it("is 404 without profile_sharing consent, 200 after a grant, 404 again after withdrawal", async () => {
    const { cookie } = await signUp(uniqueEmail("public"), "Sana Malik");
    await putProfile({ title: "Architect", company: "ROSHN", location: "Riyadh" }, cookie);
    const { id } = await me(cookie);
    const card = () => callApi(`/api/profile/public/${id}`);

    const hidden = await card();
    expect(hidden.status).toBe(404);

    await grantProfileSharing(id, true);
    const shown = await card();
    expect(shown.status).toBe(200);
    const body = (await shown.json()) as PublicProfile;
    expect(body).toEqual({
      id,
      firstName: "Sana",
      lastName: "Malik",
      title: "Architect",
      company: "ROSHN",
      location: "riyadh",
      membershipTier: "basic",
      profileImageUrl: null,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("@example.com");
    expect(text).not.toMatch(/email|phone/i);

    await grantProfileSharing(id, false);
    expect((await card()).status).toBe(404);
  });

  it("is 404 for a member that does not exist", async () => {
    expect((await callApi(`/api/profile/public/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("sniffImage", () => {
  it("reads JPEG, PNG and WebP sizes from their headers", () => {
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x04,
      0x4a,
      0x46, // SOI, APP0 (length 4)
      0xff,
      0xc2,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x02,
      0x58,
      0x03, // progressive SOF: 300 high, 600 wide
    ]);
    expect(sniffImage(jpeg)).toMatchObject({ type: "image/jpeg", width: 600, height: 300 });
    expect(sniffImage(png(640, 480))).toMatchObject({ type: "image/png", width: 640, height: 480 });

    const riff = (fourcc: string, data: number[]) =>
      new Uint8Array(
        [..."RIFF"]
          .map((c) => c.charCodeAt(0))
          .concat(
            [0, 0, 0, 0],
            [..."WEBP"].map((c) => c.charCodeAt(0)),
            [...fourcc].map((c) => c.charCodeAt(0)),
            [0, 0, 0, 0],
            data,
            new Array(16).fill(0),
          ),
      );
    // VP8L: 0x2F, then (width-1) and (height-1) in 14 bits each: 800 x 600.
    const bits = 799 | (599 << 14);
    const vp8l = riff("VP8L", [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >> 24) & 0xff,
    ]);
    expect(sniffImage(vp8l)).toMatchObject({ type: "image/webp", width: 800, height: 600 });
    // VP8X: flags, then (width-1) and (height-1) in 24 bits: 5000 x 20.
    const vp8x = riff("VP8X", [0, 0, 0, 0, 0x87, 0x13, 0x00, 0x13, 0x00, 0x00]);
    expect(sniffImage(vp8x)).toMatchObject({ type: "image/webp", width: 5000, height: 20 });
    // VP8 (lossy): frame tag, start code 9D 01 2A, 14-bit width and height: 320 x 240.
    const vp8 = riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]);
    expect(sniffImage(vp8)).toMatchObject({ type: "image/webp", width: 320, height: 240 });
  });

  it("rejects GIF, SVG and truncated headers", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(sniffImage(text("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(sniffImage(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(png(1, 1).slice(0, 12))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
