/** A photo whose resized variants the sppc-image-variants consumer should make. */
export type VariantMessage = { kind: "event-photo"; id: string };

/** The queue binding's one method used here (tests pass a fake that collects the messages). */
export type VariantQueue = { send(message: VariantMessage): Promise<unknown> };

/**
 * Asks the background job for the variants. A failure here must not lose the upload: the photo is
 * stored and shown as its original, and the daily sweep (requeueMissingVariants) asks again for photos still without variants.
 */
export async function requestVariants(queue: VariantQueue, message: VariantMessage): Promise<void> {
  try {
    await queue.send(message);
  } catch (error) {
    console.error("Could not queue image variants", message, error);
  }
}
