import { createDb } from "../db/client";
import { makeEventPhotoVariants } from "../domain/events/photo-variants";
import type { VariantMessage } from "../domain/uploads/variant-queue";
import { r2PhotoStore } from "../storage/photos";

/**
 * The consumer of the sppc-image-variants queue (wrangler.toml): one photo per batch, since decoding
 * a large photo takes seconds of CPU. A failure is retried; after max_retries the message moves to
 * the dead-letter queue and the photo keeps being shown as its original.
 */
export async function consumeImageVariants(batch: MessageBatch<VariantMessage>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const store = r2PhotoStore(env.PHOTOS);
  for (const message of batch.messages) {
    try {
      await makeEventPhotoVariants(db, store, message.body.id);
      message.ack();
    } catch (error) {
      console.error("Image variants failed", message.body, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
