import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "./i18n";
import { readSavedLanguage } from "./i18n/language";
import { loadTranslations } from "./i18n/load";
import { shellMessages } from "./i18n/messages/shell";
import { warmIntl } from "./lib/intl-formats";
import { adoptPageData } from "./lib/page-data";
import { createQueryClient } from "./lib/query-client";
import { hasSessionHint } from "./lib/session-hint";
import { yieldToMain } from "./lib/yield-to-main";
import { settleVisitorWithoutAsking } from "./queries/auth";
import { createAppRouter } from "./router";
import { loadLayoutParts } from "./routes/__root";
import { listenForInstallOffer } from "./sw/install-offer";
import { registerServiceWorker } from "./sw/register";

// The browser offers installing early, before the app has rendered.
listenForInstallOffer();
// Arabic and Urdu readers: fetch the shell's texts now, in parallel with the first render.
const language = readSavedLanguage();
if (language !== "en") void loadTranslations(shellMessages, language);

const queryClient = createQueryClient();

void start();

/**
 * The start-up in steps, each its own task, so a phone that already shows the pre-rendered page stays
 * responsive to taps and scrolling (no task of more than a few dozen milliseconds: Lighthouse's Total
 * Blocking Time) and that page stays up until the app's is ready to replace it:
 * 1. the route is resolved first (its lazy chunk, guards and loaders, the adopted data), and the layout's
 *    lazy parts are loaded, so the first render neither suspends nor is redone synchronously when the
 *    router's state settles, and commits once;
 * 2. while its chunk is on the way, the reader's language's Intl data is loaded (the first formatter of
 *    a page costs tens of milliseconds; alone in its task it adds nothing to the render's);
 * 3. the first render is a transition, which yields to the browser every few milliseconds;
 * 4. the service worker is registered once the page is up.
 */
async function start(): Promise<void> {
  // Evaluating the app's modules was this task's work; adopting the page's data and building the
  // router are the next ones'.
  await yieldToMain();
  // A pre-rendered public page carries the reads it shows (worker/pages/): the first render uses them.
  adoptPageData(queryClient, language);
  settleVisitorWithoutAsking(queryClient);
  await yieldToMain();
  const router = createAppRouter(queryClient);
  const resolved = router.load().catch((error: unknown) => {
    // The router's own error and not-found screens show it once rendered.
    console.error(error);
  });
  // A part that fails to load suspends in the render as before, and shows once it loads.
  const layoutParts = loadLayoutParts(hasSessionHint()).catch(() => undefined);
  await yieldToMain();
  warmIntl(language);
  await Promise.all([resolved, layoutParts]);
  await yieldToMain();
  // index.html always has #root (the worker's pre-rendered pages fill it, worker/pages/prerender.ts);
  // without it React's own "Target container is not a DOM element" says the same as a check of ours would.
  const root = createRoot(document.getElementById("root") as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nProvider>
            <RouterProvider router={router} />
          </I18nProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  await yieldToMain();
  void registerServiceWorker();
}
