import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";
import { UPLOADS_PER_HOUR } from "../../worker/domain/uploads/upload-rate";
import { ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { GPS, HIDDEN, jpegWithGps, latin1, pngWithText, webpWithExif } from "./image-bytes";

// Issue 18: every upload path stores a cleaned image (no metadata, nothing after the image's end),
// refuses absurd pixel sizes with a 4xx, and is limited per member per hour.

function post(
  path: string,
  cookie: string,
  bytes: Uint8Array<ArrayBuffer>,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("photo", new File([bytes], "photo.jpg", { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return callApi(path, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: form });
}
const uploadProfile = (cookie: string, bytes: Uint8Array<ArrayBuffer>) =>
  post("/api/profile/photo", cookie, bytes);
const uploadEvent = (cookie: string, bytes: Uint8Array<ArrayBuffer>) =>
  post("/api/events/upload-photo", cookie, bytes, { eventName: "Riyadh Meetup" });

async function servedProfilePhoto(bytes: Uint8Array<ArrayBuffer>) {
  const { cookie } = await signUp(uniqueEmail("photo"));
  const response = await uploadProfile(cookie, bytes);
  expect(response.status).toBe(200);
  const user = (await response.json()) as CurrentUser;
  const served = await callApi(`/api/profile/photo/${user.id}`, { headers: { Cookie: cookie } });
  expect(served.status).toBe(200);
  return new Uint8Array(await served.arrayBuffer());
}

async function servedEventPhoto(bytes: Uint8Array<ArrayBuffer>) {
  const { cookie } = await signUp(uniqueEmail("uploader"));
  const response = await uploadEvent(cookie, bytes);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const served = await callApi(url, { headers: { Cookie: cookie } });
  expect(served.status).toBe(200);
  return new Uint8Array(await served.arrayBuffer());
}

const problemOf = async (response: Response) => {
  const { error } = (await response.json()) as ErrorBody;
  return { status: response.status, code: error.code, details: error.details };
};

describe("profile photos", () => {
  it("come back from /api/profile/photo/{id} without their Exif GPS block or trailing bytes", async () => {
    const original = jpegWithGps();
    expect(latin1(original)).toContain(GPS);
    const served = await servedProfilePhoto(original);
    expect(latin1(served)).not.toContain(GPS);
    expect(latin1(served)).not.toContain("Exif");
    expect(latin1(served)).not.toContain(HIDDEN);
    expect([...served.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...served.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it("lose a PNG's text chunks and what follows IEND", async () => {
    const served = await servedProfilePhoto(pngWithText());
    expect(latin1(served)).not.toContain(GPS);
    expect(latin1(served)).not.toContain(HIDDEN);
    // The file ends with the IEND chunk: length 0, type, CRC.
    expect([...served.slice(-12)]).toEqual([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  });
});

describe("event photos", () => {
  it.each([
    ["JPEG", jpegWithGps()],
    ["PNG", pngWithText()],
    ["WebP", webpWithExif()],
  ])("are stored without the bytes appended after a %s's end", async (_type, bytes) => {
    const served = latin1(await servedEventPhoto(bytes));
    expect(served).not.toContain(HIDDEN);
    expect(served).not.toContain(GPS);
  });
});

describe("pixel cap and hostile files", () => {
  it.each([
    ["event", uploadEvent],
    ["profile", uploadProfile],
  ])(
    "refuses a PNG claiming 2^31 x 2^31 pixels as a %s photo with 422 too_many_pixels",
    async (_kind, upload) => {
      const { cookie } = await signUp(uniqueEmail("huge"));
      const response = await upload(cookie, pngWithText(2 ** 31, 2 ** 31));
      expect(await problemOf(response)).toMatchObject({
        status: 422,
        code: "validation_failed",
        details: { photo: "too_many_pixels" },
      });
    },
  );

  it("answers 422, never 5xx, to truncated headers, lying lengths and zero sizes, and stores nothing", async () => {
    const { cookie } = await signUp(uniqueEmail("hostile"));
    const png = pngWithText();
    const hostile = [
      png.slice(0, 20),
      pngWithText(0, 0),
      jpegWithGps(0, 0),
      jpegWithGps().slice(0, 30),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]),
      webpWithExif().slice(0, 40),
    ];
    for (const bytes of hostile) {
      for (const upload of [uploadEvent, uploadProfile]) {
        expect(await problemOf(await upload(cookie, bytes))).toMatchObject({
          status: 422,
          details: { photo: "unsupported_type" },
        });
      }
    }
    const user = (await (
      await callApi("/api/auth/user", { headers: { Cookie: cookie } })
    ).json()) as CurrentUser;
    const stored = await env.DB.prepare("select count(*) as n from event_photos where uploader_user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(user.profileImageUrl).toBeNull();
  });
});

describe("per-member upload rate", () => {
  it.each([
    ["event photos", uploadEvent, 201],
    ["profile photos", uploadProfile, 200],
  ])("refuses the 21st upload of %s in an hour with 429", async (_kind, upload, ok) => {
    const { cookie } = await signUp(uniqueEmail("busy"));
    for (let n = 1; n <= UPLOADS_PER_HOUR; n++) expect((await upload(cookie, jpegWithGps())).status).toBe(ok);
    const refused = await problemOf(await upload(cookie, jpegWithGps()));
    expect(refused).toMatchObject({ status: 429, code: "rate_limited" });
    expect((refused.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);

    // The limit is the member's own: another member still uploads.
    const other = await signUp(uniqueEmail("other"));
    expect((await upload(other.cookie, jpegWithGps())).status).toBe(ok);
  });
});
