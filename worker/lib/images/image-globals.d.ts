// Types the image codecs (jSquash) use that workers-types does not declare.

/** workerd has an ImageData class (jSquash returns and accepts it); only its pixels and size are used. */
interface ImageData {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** A .wasm import with `?module` is a compiled WebAssembly.Module (Cloudflare's CompiledWasm rule). */
declare module "*.wasm?module" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
