// Writes dist/client/_headers: the security headers of the app's HTML and files, which Workers Static
// Assets applies in production and `vite preview` (@cloudflare/vite-plugin) applies locally, SPA
// fallback included. The CSP's script hashes are computed here from the built index.html, so the
// inline language script can change without the policy drifting from it.
// `vite dev` gets no _headers: its page has Vite's own inline scripts (hot reload).
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { appContentSecurityPolicy, SECURITY_HEADERS } from "../worker/lib/security-headers.ts";

/** The bodies of the page's inline scripts that run (module or classic; not data blocks like JSON-LD). */
export function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return scripts
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === "module" || type === "text/javascript";
    })
    .map(([, , body = ""]) => body);
}

export const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The _headers file for a built index.html. */
export function headersFile(indexHtml: string): string {
  const policy = appContentSecurityPolicy(inlineScripts(indexHtml).map(sha256Base64));
  const lines = Object.entries({ ...SECURITY_HEADERS, "Content-Security-Policy": policy }).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return [
    "# Written by scripts/vite-headers-file.ts at build time; edit worker/lib/security-headers.ts.",
    "/*",
    ...lines,
    // File names under /assets/ carry their content hash: a changed file is a new URL.
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

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
        this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(String(index.source)) });
      },
    },
  };
}
