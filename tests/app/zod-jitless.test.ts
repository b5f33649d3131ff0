import { describe, expect, it } from "vitest";
import { globalConfig } from "zod/v4/core";
import "../../app/lib/zod-jitless";
import { z } from "zod";

describe("zod without eval (the app's CSP forbids it)", () => {
  it("reads the jitless setting app/main.tsx makes, and still parses", () => {
    expect(globalConfig.jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: "Ayesha" }).success).toBe(true);
    expect(schema.safeParse({ name: "" }).success).toBe(false);
  });
});
