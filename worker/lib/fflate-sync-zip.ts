// fflate for write-excel-file inside the Worker (scripts/vite-sync-zip.ts points its import here).
// fflate's asynchronous zip() compresses every file over 160 KB in a Web Worker, and workerd has none
// ("Worker is not defined": any members export past a few hundred rows failed). This zip() is the
// same archive made with zipSync on the request's own thread; every other export is fflate's own.
import { type AsyncZipOptions, type AsyncZippable, type FlateCallback, type Zippable, zipSync } from "fflate";

export * from "fflate";

export function zip(
  data: AsyncZippable,
  optionsOrCallback: AsyncZipOptions | FlateCallback,
  maybeCallback?: FlateCallback,
): () => void {
  const [options, callback] =
    typeof optionsOrCallback === "function" ? [{}, optionsOrCallback] : [optionsOrCallback, maybeCallback];
  let archive: Uint8Array<ArrayBuffer>;
  try {
    archive = zipSync(data as Zippable, options) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    queueMicrotask(() =>
      callback?.(error as Parameters<FlateCallback>[0], new Uint8Array() as Uint8Array<ArrayBuffer>),
    );
    return () => {};
  }
  // Asynchronous like fflate's: the caller's callback never runs before zip() has returned.
  queueMicrotask(() => callback?.(null, archive));
  return () => {};
}
