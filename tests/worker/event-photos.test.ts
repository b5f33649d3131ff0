import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { EventPhoto } from "../../worker/domain/events/photos";
import { makeAdmin, ORIGIN, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const bytesOf = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];
const GPS = "GPSLatitude 24.7136";
// A tiny baseline JPEG (2x1) with an EXIF APP1 segment that carries a position.
const jpegWithExif = new Uint8Array([
  0xff,
  0xd8,
  ...segment(0xe0, [...bytesOf("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xe1, [...bytesOf("Exif\0\0"), ...bytesOf(GPS)]),
  ...segment(0xc0, [8, 0, 1, 0, 2, 1, 1, 0x11, 0]),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x12,
  0x34,
  0xff,
  0xd9,
]);
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

function upload(
  cookie: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  name = "party.jpg",
  eventName = "Riyadh Meetup",
) {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type: "image/jpeg" }));
  form.append("eventName", eventName);
  return callApi("/api/events/upload-photo", {
    method: "POST",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

const approvedIds = async () => {
  const body = (await (await callApi("/api/events/photos")).json()) as { photos: EventPhoto[] };
  return body.photos.map((photo) => photo.id);
};

async function uploadOne(cookie: string) {
  const response = await upload(cookie, jpegWithExif);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string; status: string };
}

async function adminCookie() {
  const { email, cookie } = await signUp(uniqueEmail("admin"));
  await makeAdmin(email);
  return cookie;
}

describe("POST /api/events/upload-photo", () => {
  it("stores a JPEG pending, without its EXIF segment, under a server-chosen key", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const photo = await uploadOne(cookie);
    expect(photo).toMatchObject({ status: "pending", url: `/api/events/photos/${photo.id}/file` });

    const row = await env.DB.prepare("select * from event_photos where id = ?")
      .bind(photo.id)
      .first<{ r2_key: string; status: string; width: number; height: number; event_name: string }>();
    expect(row).toMatchObject({ status: "pending", width: 2, height: 1, event_name: "Riyadh Meetup" });
    expect(row?.r2_key).toMatch(
      new RegExp(`^event-photos/${new Date().getUTCFullYear()}/[0-9a-f-]{36}\\.jpg$`),
    );
    const stored = await env.PHOTOS.get(row?.r2_key ?? "");
    const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
    expect(latin1(jpegWithExif)).toContain(GPS);
    expect(latin1(bytes)).not.toContain(GPS);
    expect(latin1(bytes)).not.toContain("Exif");
    expect(bytes.length).toBe(jpegWithExif.length - (4 + 6 + GPS.length));

    // The uploader can see their pending photo; visitors cannot.
    expect((await callApi(photo.url, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await callApi(photo.url)).status).toBe(404);
  });

  it("refuses a text file named x.jpg with 422", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const response = await upload(cookie, "just some text, not a photo", "x.jpg");
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error.details).toEqual({ photo: "unsupported_type" });
  });

  it("refuses a photo over 10 MB", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpegWithExif);
    const response = await upload(cookie, big);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error.details).toEqual({ photo: "too_large" });
  });

  it("requires an event name and a signed-in member", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    expect((await upload(cookie, jpegWithExif, "a.jpg", "  ")).status).toBe(422);
    expect((await upload(cookie, jpegWithExif, "a.jpg", "x".repeat(121))).status).toBe(422);
    expect((await upload("", jpegWithExif)).status).toBe(401);
  });
});

describe("moderation", () => {
  it("keeps pending photos out of the gallery until an admin approves them", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const photo = await uploadOne(cookie);
    expect(await approvedIds()).not.toContain(photo.id);

    const admin = await adminCookie();
    const queue = (await (
      await callApi("/api/admin/photos?status=pending", { headers: { Cookie: admin } })
    ).json()) as {
      photos: EventPhoto[];
    };
    expect(queue.photos.map((p) => p.id)).toContain(photo.id);
    expect((await callApi(`/api/admin/photos/${photo.id}/file`, { headers: { Cookie: admin } })).status).toBe(
      200,
    );

    const approved = await postJson(`/api/admin/photos/${photo.id}/approve`, {}, admin);
    expect(approved.status).toBe(200);
    expect(await approvedIds()).toContain(photo.id);
    const file = await callApi(photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/jpeg");
    expect(latin1(new Uint8Array(await file.arrayBuffer()))).not.toContain(GPS);
  });

  it("refuses members (403) and visitors (401)", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const photo = await uploadOne(cookie);
    expect((await postJson(`/api/admin/photos/${photo.id}/approve`, {}, cookie)).status).toBe(403);
    expect((await postJson(`/api/admin/photos/${photo.id}/approve`, {})).status).toBe(401);
    expect((await callApi("/api/admin/photos", { headers: { Cookie: cookie } })).status).toBe(403);
    expect(await approvedIds()).not.toContain(photo.id);
  });

  it("rejects and deletes; unknown photos are 404", async () => {
    const { cookie } = await signUp(uniqueEmail("uploader"));
    const photo = await uploadOne(cookie);
    const admin = await adminCookie();
    // A reject needs a reason: it is emailed to the uploader.
    expect((await postJson(`/api/admin/photos/${photo.id}/reject`, {}, admin)).status).toBe(422);
    const reason = "The faces of children are visible";
    expect((await postJson(`/api/admin/photos/${photo.id}/reject`, { reason }, admin)).status).toBe(200);
    const mail = await env.DB.prepare("select text from email_outbox where kind = ? and text like ?")
      .bind("content-reviewed", `%${reason}%`)
      .first();
    expect(mail).toBeTruthy();
    expect(await approvedIds()).not.toContain(photo.id);
    expect((await callApi(photo.url)).status).toBe(404);

    const remove = () =>
      callApi(`/api/admin/photos/${photo.id}`, {
        method: "DELETE",
        headers: { Cookie: admin, Origin: ORIGIN },
      });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await postJson("/api/admin/photos/nope/approve", {}, admin)).status).toBe(404);
  });
});
