// Writes dist/client/_headers: the security headers of the app's HTML and files, which Workers Static
// Assets applies in production and `vite preview` (@cloudflare/vite-plugin) applies locally, SPA
// fallback included. The CSP's script hashes are computed here from the built index.html, so the
// inline language script can change without the policy drifting from it.
// `vite dev` gets no _headers: its page has Vite's own inline scripts (hot reload).
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { headersFile, inlineScripts } from "../worker/lib/security-headers.ts";

const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

export function headersFilePlugin(): Plugin {
  return {
    name: "sppc:headers-file",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite has written index.html into the bundle, with every plugin's changes in it.
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") throw new Error("sppc:headers-file: the build has no index.html");
        const hashes = inlineScripts(String(index.source)).map(sha256Base64);
        this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(hashes) });
      },
    },
  };
}
