import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nProvider } from "../../app/i18n";
import type { Language } from "../../app/i18n/define";
import { createQueryClient } from "../../app/lib/query-client";

/** Renders UI the way the app does: query client, language and a router at `path`. */
export async function renderWithApp(
  ui: () => ReactNode,
  options: { language?: Language; path?: string } = {},
) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [options.path ?? "/"] }),
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={options.language ?? "en"}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
