import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { globalConfig } from "zod/v4/core";

// index.html's inline script runs before any module: it is where the app turns zod's eval probe off.
const inlineScript = readFileSync("index.html", "utf8").match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";

describe("zod without eval (the app's CSP forbids it)", () => {
  it("reads the jitless setting index.html's inline script makes, and still parses", () => {
    expect(inlineScript).toContain("__zod_globalConfig");
    new Function(inlineScript)();
    expect(globalConfig.jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: "Ayesha" }).success).toBe(true);
    expect(schema.safeParse({ name: "" }).success).toBe(false);
  });
});
