// The app's code a page needs beyond the entry, listed in the page as <link rel="modulepreload"> so the
// browser fetches it together with the entry (scripts/vite-route-preloads.ts writes the list at build).
import { preloadsFor, ROUTE_PRELOADS_FILE, type RoutePreload } from "./route-preload-list";

// Read once per isolate: the file is part of the deployed build and never changes under it. Without a
// build (vite dev, tests without assets) it is missing and pages simply list nothing.
let routes: Promise<RoutePreload[]> | null = null;

function loadRoutes(assets: Fetcher, origin: string): Promise<RoutePreload[]> {
  const loading =
    routes ??
    assets
      .fetch(new Request(new URL(`/${ROUTE_PRELOADS_FILE}`, origin)))
      .then(async (answer: Response) => (answer.ok ? ((await answer.json()) as RoutePreload[]) : []))
      .catch(() => []);
  routes = loading;
  return loading;
}

/** The chunks of the page route that answers this URL ("/assets/abc.js"). */
export async function routePreloads(assets: Fetcher, url: URL): Promise<string[]> {
  return preloadsFor(await loadRoutes(assets, url.origin), url.pathname);
}

/** The chunks as <link rel="modulepreload">, `crossorigin` as on the entry's own script tag. */
export function preloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
}
