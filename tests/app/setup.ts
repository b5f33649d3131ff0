// Registers jest-dom's matchers (toBeInTheDocument, toBeVisible, toHaveTextContent...) and their types.
import "@testing-library/jest-dom/vitest";
import { onlineManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast, toast } from "../../app/components/ui/toast-store";
import { loadToastView } from "../../app/components/ui/toaster";
import type { Catalog, Messages } from "../../app/i18n/define";
import { loadTranslations } from "../../app/i18n/load";

// Load every Arabic and Urdu catalog up front, so components render synchronously in any language
// (tests/app/i18n-loading.test.tsx covers the suspend-while-loading path with its own catalog).
const modules = import.meta.glob<Record<string, Catalog<Messages>>>(
  ["../../app/i18n/messages/*.ts", "!../../app/i18n/messages/*.ar.ts", "!../../app/i18n/messages/*.ur.ts"],
  { eager: true },
);
await Promise.all(
  Object.values(modules)
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is Catalog<Messages> => typeof value === "object" && value !== null && "en" in value,
    )
    .flatMap((catalog) => [loadTranslations(catalog, "ar"), loadTranslations(catalog, "ur")]),
);

// The toast card loads with the first toast in the app; loaded here, toasts render synchronously.
await loadToastView();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // React Query's online state is module state too: a test that went offline (an "offline" event)
  // would leave every later file's queries paused, waiting for a network that never comes back.
  onlineManager.setOnline(true);
  // The toast store is module state and outlives a test: replace its toast with a closed one, so no
  // test finds (or is hidden behind) a toast the previous test raised.
  dismissToast(toast({ title: "" }));
  // biome-ignore lint/suspicious/noDocumentCookie: resets the language cookie the app itself writes.
  document.cookie = "lang=; Max-Age=0; Path=/";
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
  signedInHint();
});

// The server's readable sign of a session (worker/lib/session-hint.ts): with it the app asks for the
// session as before, so each test's stubbed /api/auth/user decides who is signed in. Tests of a
// visitor who never signed in delete it.
function signedInHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint the worker sets in a real browser.
  document.cookie = "sppc.signed_in=1; Path=/";
}
signedInHint();
