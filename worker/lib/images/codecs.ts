import jpegDecodeWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import pngWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodePng, { init as initPngDecode } from "@jsquash/png/decode";
import resize, { initResize } from "@jsquash/resize";
import resizeWasm from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import webpDecodeWasm from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpEncodeWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import type { SniffedImage } from "../image-sniff";

/**
 * The image codecs (Squoosh's, packaged by jSquash) as WebAssembly in the worker. Workers cannot
 * compile WebAssembly from bytes at run time, so each .wasm is imported as a compiled module (the
 * Cloudflare Vite plugin and wrangler bundle `.wasm` imports as WebAssembly.Module) and handed to
 * the codec's init instead of letting it fetch the file. Only the SIMD WebP encoder is bundled:
 * jSquash picks it when WebAssembly SIMD is available, which it always is in workerd.
 */
let ready: Promise<unknown> | null = null;
function initCodecs() {
  ready ??= Promise.all([
    initJpegDecode(jpegDecodeWasm),
    initPngDecode(pngWasm),
    initWebpDecode(webpDecodeWasm),
    initWebpEncode(webpEncodeWasm),
    initResize(resizeWasm),
  ]).catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}

const decoders: Record<SniffedImage["type"], (bytes: ArrayBuffer) => Promise<ImageData>> = {
  "image/jpeg": (bytes) => decodeJpeg(bytes),
  "image/png": (bytes) => decodePng(bytes),
  "image/webp": (bytes) => decodeWebp(bytes),
};

export async function decodeImage(bytes: ArrayBuffer, type: SniffedImage["type"]): Promise<ImageData> {
  await initCodecs();
  return decoders[type](bytes);
}

export async function resizeImage(image: ImageData, width: number, height: number): Promise<ImageData> {
  await initCodecs();
  return resize(image, { width, height, method: "lanczos3", fitMethod: "stretch" });
}

export async function encodeWebpImage(image: ImageData, quality: number): Promise<ArrayBuffer> {
  await initCodecs();
  return encodeWebp(image, { quality });
}
