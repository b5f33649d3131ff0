import { describe, expect, it } from "vitest";
import { headersFile, inlineScripts } from "../../worker/lib/security-headers";

const LANGUAGE_SCRIPT = "\n      document.documentElement.lang = 'ar';\n    ";
const page = `<!doctype html><html><head>
  <script>${LANGUAGE_SCRIPT}</script>
  <script type="module" crossorigin src="/assets/abc.js"></script>
  <script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body></body></html>`;

const policyOf = (file: string) => /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? "";

describe("the _headers file the build writes", () => {
  it("hashes only the inline scripts that run (not a src script, not JSON-LD)", () => {
    expect(inlineScripts(page)).toEqual([LANGUAGE_SCRIPT]);
    expect(inlineScripts(page.replace("<script>", '<script type="module">'))).toEqual([LANGUAGE_SCRIPT]);
  });

  it("allows exactly the given script hashes, and nothing inline or evaluated otherwise", () => {
    const policy = policyOf(headersFile(["abc="]));
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
  });

  it("gives every path the security headers and hashed assets a year", () => {
    const [all = "", assets = ""] = headersFile([]).split(/^\/assets\/\*$/m);
    expect(all).toMatch(/^\/\*$/m);
    for (const header of [
      "X-Frame-Options: DENY",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy: same-origin",
    ]) {
      expect(all).toContain(`  ${header}`);
    }
    expect(all).toMatch(/Permissions-Policy: camera=\(self\), microphone=\(\)/);
    expect(assets).toContain("Cache-Control: public, max-age=31536000, immutable");
  });
});
