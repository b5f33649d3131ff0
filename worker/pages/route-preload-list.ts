// The build's list of each page route's chunks (scripts/vite-route-preloads.ts writes it, route-preloads.ts
// reads it) and how a path finds its route in it. No Workers types here: the build imports it too.

/** The list's file in the built app's root (dist/client/). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** One page route: its address pattern ("/events/$slug") and its chunks ("/assets/abc.js"). */
export type RoutePreload = { path: string; files: string[] };

/** How well a pattern fits the path: null if not at all, else its number of fixed segments. */
function fixedSegmentsMatching(pattern: string, path: string): number | null {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  let fixed = 0;
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith("$")) continue;
    if (segment !== have[index]) return null;
    fixed += 1;
  }
  return fixed;
}

/** The chunks of the route that answers this path, as the router picks it (fixed segments first). */
export function preloadsFor(list: RoutePreload[], path: string): string[] {
  let best: { files: string[]; fixed: number } | null = null;
  for (const route of list) {
    const fixed = fixedSegmentsMatching(route.path, path);
    if (fixed !== null && (!best || fixed > best.fixed)) best = { files: route.files, fixed };
  }
  return best?.files ?? [];
}
