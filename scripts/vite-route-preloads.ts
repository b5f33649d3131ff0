// Writes dist/client/route-preloads.json: for each page route of the app (app/routes/, the admin pages
// left out), its address pattern and the JavaScript its page needs beyond the entry: the route's split
// chunks (component, loader), its parent layouts' and everything they import. The worker lists them in
// the page it answers (worker/pages/route-preloads.ts) as <link rel="modulepreload">, so a phone fetches
// the page's code together with the entry instead of after the entry has run and the router has asked
// for it (a round trip less before the page is interactive), and Vite's preload helper, finding them
// linked already, adds no links of its own during start-up.
import type { Plugin, Rolldown } from "vite";
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../worker/pages/route-preload-list.ts";

// A route file's own module or its component or loader chunk; its error and not-found components load
// only when they are shown.
const ROUTE_FILE = /\/app\/routes\/([^/?]+)\.tsx(?:\?tsr-split=(?:component|loader))?$/;

/**
 * TanStack Router's flat file names: "jobs.$slug" is /jobs/$slug inside the "jobs" layout, a trailing
 * "_" ("events_.$slug") un-nests a segment from the layout of that name, "index" is the parent's own
 * address.
 */
export function routeAddress(name: string): string {
  const segments = name.split(".").filter((segment) => segment !== "index");
  return `/${segments.map((segment) => segment.replace(/_$/, "")).join("/")}`;
}

const parentNames = (name: string) =>
  name
    .split(".")
    .map((_, index, segments) => segments.slice(0, index).join("."))
    .filter(Boolean);

/**
 * `everyPage`: lazy modules every page renders at once (the footer), listed with every route, as are the
 * entry's own imports.
 */
export function routePreloads(
  bundle: Rolldown.OutputBundle,
  everyPage: readonly string[] = [],
): RoutePreload[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ownFiles = new Map<string, Set<string>>();
  const gather = (fileName: string, into: Set<string>) => {
    const chunk = byName.get(fileName);
    if (!chunk || chunk.isEntry || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) gather(imported, into);
  };
  for (const chunk of chunks) {
    const name = chunk.facadeModuleId?.match(ROUTE_FILE)?.[1];
    if (!name || name.startsWith("admin")) continue;
    const files = ownFiles.get(name) ?? new Set<string>();
    gather(chunk.fileName, files);
    ownFiles.set(name, files);
  }
  const shared = new Set<string>();
  // The entry's own imports (React's chunk): the worker names them with it on a pre-rendered page, whose
  // shell's <link rel="modulepreload"> it removes so that nothing is fetched before the first paint.
  for (const chunk of chunks)
    if (chunk.isEntry) for (const imported of chunk.imports) gather(imported, shared);
  for (const chunk of chunks)
    if (everyPage.some((module) => chunk.facadeModuleId?.endsWith(`/${module}`)))
      gather(chunk.fileName, shared);
  const routes: RoutePreload[] = [];
  for (const name of ownFiles.keys()) {
    if (name === "__root") continue;
    const chain = ["__root", ...parentNames(name).filter((parent) => ownFiles.has(parent)), name];
    const files = new Set([...shared, ...chain.flatMap((route) => [...(ownFiles.get(route) ?? [])])]);
    routes.push({ path: routeAddress(name), files: [...files].sort().map((file) => `/${file}`) });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

export function routePreloadsPlugin({ everyPage = [] }: { everyPage?: readonly string[] } = {}): Plugin {
  return {
    name: "sppc:route-preloads",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloads(bundle, everyPage)),
      });
    },
  };
}
