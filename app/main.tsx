import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "./i18n";
import { readSavedLanguage } from "./i18n/language";
import { loadTranslations } from "./i18n/load";
import { shellMessages } from "./i18n/messages/shell";
import { adoptPageData } from "./lib/page-data";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import { listenForInstallOffer } from "./sw/install-offer";
import { registerServiceWorker } from "./sw/register";

// Arabic and Urdu readers: fetch the shell's texts now, in parallel with the first render.
const language = readSavedLanguage();
if (language !== "en") void loadTranslations(shellMessages, language);

const queryClient = createQueryClient();
// A pre-rendered public page carries the reads it shows (worker/pages/): the first render uses them.
adoptPageData(queryClient);
const router = createAppRouter(queryClient);

// index.html always has #root (the worker's pre-rendered pages fill it, worker/pages/prerender.ts);
// without it React's own "Target container is not a DOM element" says the same as a check of ours would.
const root = createRoot(document.getElementById("root") as HTMLElement);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree: a phone that already shows the pre-rendered page stays responsive to
// taps and scrolling meanwhile (Lighthouse's Total Blocking Time), and that page stays up until the
// app's is ready to replace it.
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

listenForInstallOffer();
void registerServiceWorker();
