// http_ece (the reference RFC 8188 implementation, a test dependency) ships no types: the part the push
// encryption test uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  type DecryptParams = {
    version: "aes128gcm" | "aesgcm";
    /** The receiver's key pair (a browser's subscription key). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret: string;
  };

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
