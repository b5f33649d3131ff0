import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { r2PhotoStore } from "../../worker/storage/photos";

describe("R2 photo store (real local R2)", () => {
  it("stores, reads back and deletes a photo with its content type", async () => {
    const store = r2PhotoStore(env.PHOTOS);
    const key = `test/${crypto.randomUUID()}.png`;
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    await store.put(key, bytes.buffer, "image/png");

    const found = await store.get(key);
    expect(found?.contentType).toBe("image/png");
    expect(found?.size).toBe(8);
    expect(new Uint8Array(await new Response(found?.body).arrayBuffer())).toEqual(bytes);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });
});
