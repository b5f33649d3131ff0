import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = "lang=; Max-Age=0; Path=/";
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
});
