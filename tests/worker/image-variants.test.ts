import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import jpegEncodeWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import { beforeAll, describe, expect, it } from "vitest";
import { queue } from "../../worker/background/queues";
import type { EventPhoto } from "../../worker/contract/photos";
import { createDb } from "../../worker/db/client";
import type { StoredVariants } from "../../worker/db/schema";
import { requeueMissingVariants, VARIANT_MAX_PIXELS } from "../../worker/domain/events/photo-variants";
import type { VariantMessage } from "../../worker/domain/uploads/variant-queue";
import { sniffImage } from "../../worker/lib/image-sniff";
import { makeAdmin, ORIGIN, PASSWORD, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// Issue 19: every uploaded photo gets a thumbnail and a medium WebP, made by the queue consumer; lists
// give their URLs with width and height; the variants are cached for a year and deleted with the photo.

const WIDTH = 1300;
const HEIGHT = 650;
let photoJpeg: Uint8Array<ArrayBuffer>;
let admin = "";

/** A real 1300 x 650 JPEG (a gradient): wider than the medium size, and quick to decode in tests. */
async function landscapeJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  await initJpegEncode(jpegEncodeWasm);
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) data.set([x % 256, y % 256, 120, 255], (y * WIDTH + x) * 4);
  const image = { data, width: WIDTH, height: HEIGHT, colorSpace: "srgb" } as ImageData;
  return new Uint8Array(await encodeJpeg(image, { quality: 70 }));
}

beforeAll(async () => {
  photoJpeg = await landscapeJpeg();
  const account = await signUp(uniqueEmail("variants-admin"));
  await makeAdmin(account.email);
  admin = account.cookie;
}, 30_000);

async function upload(cookie: string): Promise<string> {
  const form = new FormData();
  form.append("photo", new File([photoJpeg], "dinner.jpg", { type: "image/jpeg" }));
  form.append("eventName", "Riyadh Dinner");
  const response = await callApi("/api/events/upload-photo", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Delivers the photo's message to the worker's queue handler, as the sppc-image-variants queue would. */
async function deliver(id: string) {
  const batch = createMessageBatch<VariantMessage>("sppc-image-variants", [
    { id: `variants-${id}`, timestamp: new Date(), attempts: 1, body: { kind: "event-photo", id } },
  ]);
  const ctx = createExecutionContext();
  await queue(batch, env);
  return getQueueResult(batch, ctx);
}

const storedVariants = async (id: string) =>
  (
    await env.DB.prepare("select variants from event_photos where id = ?")
      .bind(id)
      .first<{ variants: string | null }>()
  )?.variants;

/**
 * Waits until the test run's own sppc-image-variants queue has handled the upload's message (it
 * delivers every upload, about a second later), so a test that then clears the variants to stand for
 * "not made yet" is not overtaken by that delivery.
 */
async function queueSettled(id: string) {
  for (let waited = 0; waited < 30_000 && !(await storedVariants(id)); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await env.DB.prepare("update event_photos set variants = null where id = ?").bind(id).run();
  await env.PHOTOS.delete(
    (await env.PHOTOS.list({ prefix: `event-photos/variants/${id}/` })).objects.map((object) => object.key),
  );
}

const objectKeys = (variants: StoredVariants) => Object.values(variants).map((variant) => variant.key);

async function galleryPhoto(id: string): Promise<EventPhoto | undefined> {
  const body = (await (await callApi("/api/events/photos")).json()) as { photos: EventPhoto[] };
  return body.photos.find((photo) => photo.id === id);
}

describe("resized variants of an uploaded photo", () => {
  it("makes a 400 px thumbnail and a 1280 px medium WebP in the background, cached for a year", async () => {
    const { cookie } = await signUp(uniqueEmail("variants-uploader"));
    const id = await upload(cookie);
    // The upload answers before any resizing (its message waits in the queue).
    const pending = await callApi(`/api/admin/photos?status=pending`, { headers: { Cookie: admin } });
    const listed = ((await pending.json()) as { photos: EventPhoto[] }).photos.find((p) => p.id === id);
    expect(listed).toMatchObject({ width: WIDTH, height: HEIGHT });

    expect(await deliver(id)).toMatchObject({ explicitAcks: [`variants-${id}`], retryMessages: [] });
    const variants = JSON.parse(String(await storedVariants(id))) as StoredVariants;
    expect(variants.thumbnail).toMatchObject({ width: 400, height: 200 });
    expect(variants.medium).toMatchObject({ width: 1280, height: 640 });

    for (const [name, size] of Object.entries({ thumbnail: [400, 200], medium: [1280, 640] })) {
      const key = variants[name as keyof StoredVariants].key;
      expect(key).toMatch(new RegExp(`^event-photos/variants/${id}/${name}-[0-9a-f]{16}\\.webp$`));
      const object = await env.PHOTOS.get(key);
      const bytes = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
      expect(sniffImage(bytes)).toMatchObject({ type: "image/webp", width: size[0], height: size[1] });
    }

    // A second delivery (queues deliver at least once) changes nothing.
    expect(await deliver(id)).toMatchObject({ explicitAcks: [`variants-${id}`] });
    expect(JSON.parse(String(await storedVariants(id)))).toEqual(variants);

    // Until approved, only the uploader and admins see them, and only their browser keeps them.
    const photo = (
      (await (await callApi("/api/admin/photos?status=pending", { headers: { Cookie: admin } })).json()) as {
        photos: EventPhoto[];
      }
    ).photos.find((p) => p.id === id);
    const thumbnailUrl = photo?.thumbnail?.url ?? "";
    expect((await callApi(thumbnailUrl)).status).toBe(404);
    const mine = await callApi(thumbnailUrl, { headers: { Cookie: cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    await mine.arrayBuffer();
  }, 30_000);

  it("gives the gallery the variants' URLs with their width and height, served public and immutable", async () => {
    const { cookie } = await signUp(uniqueEmail("variants-gallery"));
    const id = await upload(cookie);
    const before = await postJson(`/api/admin/photos/${id}/approve`, {}, admin);
    expect(before.status).toBe(200);
    // Approved before its variants exist, the gallery shows the original.
    await queueSettled(id);
    expect(await galleryPhoto(id)).toMatchObject({
      url: `/api/events/photos/${id}/file`,
      width: WIDTH,
      height: HEIGHT,
      thumbnail: null,
      medium: null,
    });

    await deliver(id);
    const photo = await galleryPhoto(id);
    expect(photo?.thumbnail).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/api/events/photos/${id}/variants/thumbnail-[0-9a-f]{16}\\.webp$`),
      ),
      width: 400,
      height: 200,
    });
    expect(photo?.medium).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/api/events/photos/${id}/variants/medium-[0-9a-f]{16}\\.webp$`),
      ),
      width: 1280,
      height: 640,
    });
    const served = await callApi(photo?.medium?.url ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(sniffImage(new Uint8Array(await served.arrayBuffer()))).toMatchObject({
      width: 1280,
      height: 640,
    });
    // A file name the row does not list is not served.
    expect((await callApi(`/api/events/photos/${id}/variants/medium-0000000000000000.webp`)).status).toBe(
      404,
    );
  }, 30_000);

  it("deletes the variants with the photo, and with the uploader's account", async () => {
    const { cookie } = await signUp(uniqueEmail("variants-deleted"));
    const byAdmin = await upload(cookie);
    await deliver(byAdmin);
    const adminDeleted = JSON.parse(String(await storedVariants(byAdmin))) as StoredVariants;
    expect(await env.PHOTOS.head(adminDeleted.thumbnail.key)).not.toBeNull();
    const removed = await callApi(`/api/admin/photos/${byAdmin}`, {
      method: "DELETE",
      headers: { Origin: ORIGIN, Cookie: admin },
    });
    expect(removed.status).toBe(204);
    for (const key of objectKeys(adminDeleted)) expect(await env.PHOTOS.head(key)).toBeNull();

    const mine = await upload(cookie);
    await deliver(mine);
    const accountVariants = JSON.parse(String(await storedVariants(mine))) as StoredVariants;
    const deletion = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      cookie,
    );
    expect(deletion.status).toBeLessThan(300);
    for (const key of objectKeys(accountVariants)) expect(await env.PHOTOS.head(key)).toBeNull();
    expect(await storedVariants(mine)).toBeUndefined();
  }, 30_000);

  it("writes nothing for a photo deleted before its turn in the queue", async () => {
    const { cookie } = await signUp(uniqueEmail("variants-late"));
    const id = await upload(cookie);
    await callApi(`/api/admin/photos/${id}`, {
      method: "DELETE",
      headers: { Origin: ORIGIN, Cookie: admin },
    });
    expect(await deliver(id)).toMatchObject({ explicitAcks: [`variants-${id}`] });
    const listed = await env.PHOTOS.list({ prefix: `event-photos/variants/${id}/` });
    expect(listed.objects).toEqual([]);
  });

  it("the daily sweep asks again for recent photos left without variants, never for oversized ones", async () => {
    const { cookie } = await signUp(uniqueEmail("variants-swept"));
    const lost = await upload(cookie);
    const huge = await upload(cookie);
    await queueSettled(lost);
    await queueSettled(huge);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await env.DB.prepare("update event_photos set created_at = ? where id in (?, ?)")
      .bind(twoHoursAgo, lost, huge)
      .run();
    await env.DB.prepare("update event_photos set width = ?, height = 1 where id = ?")
      .bind(VARIANT_MAX_PIXELS + 1, huge)
      .run();
    const sent: VariantMessage[] = [];
    const fakeQueue = { send: async (message: VariantMessage) => void sent.push(message) };
    await requeueMissingVariants(createDb(env.DB), fakeQueue, new Date());
    expect(sent.filter((message) => [lost, huge].includes(message.id))).toEqual([
      { kind: "event-photo", id: lost },
    ]);
    // An oversized photo is acknowledged without decoding, and keeps its original.
    expect(await deliver(huge)).toMatchObject({ explicitAcks: [`variants-${huge}`] });
    expect(await storedVariants(huge)).toBeNull();
  });
});
