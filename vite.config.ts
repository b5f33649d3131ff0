import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { manifest } from "./app/pwa-manifest.ts";
import { apiRuntimeCaching } from "./app/sw/runtime-caching.ts";
import { headersFilePlugin } from "./scripts/vite-headers-file.ts";
import { routePreloadsPlugin } from "./scripts/vite-route-preloads.ts";

// PORT overrides the default local address (http://localhost:8787) for dev and preview alike.
const port = Number(process.env.PORT ?? 8787);
/** React's own chunk (react-dom with react and the scheduler): see codeSplitting below. */
const REACT_CHUNK = "react";
/**
 * The chunks the entry imports (React's and Rolldown's runtime, the CommonJS helpers React needs), named
 * so that modulePreload.resolveDependencies knows them: loaded before any lazy chunk, never preloaded again.
 */
const ENTRY_IMPORTS = [REACT_CHUNK, "rolldown-runtime"];
// Tests point the local D1/R2 at their own folder so they never touch the demo database.
const persistPath = process.env.SPPC_STATE_DIR;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "app/routes",
      generatedRouteTree: "app/route-tree.gen.ts",
      autoCodeSplitting: true,
      // Loaders are split out too (they pull query modules), so route files add almost nothing to
      // the entry every visitor downloads; routes preload on intent, loaders with them.
      codeSplittingOptions: {
        defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    tailwindcss(),
    cloudflare({
      persistState: persistPath ? { path: persistPath } : true,
      inspectorPort: false,
    }),
    VitePWA({
      // Registration is done by app/sw/register.ts through workbox-window, in production builds only.
      injectRegister: false,
      registerType: "prompt",
      manifest,
      includeAssets: ["favicon.svg", "icons/*.png"],
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        // The link-preview cards (worker/pages/) are for WhatsApp and Facebook, never shown in the app.
        globIgnores: ["og/**"],
        navigateFallback: "/index.html",
        // The API is never answered from the app-shell fallback.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page at once instead of at the next visit, so what a
        // member opens from then on (the card, the wallet, tickets) is saved for offline on the first
        // visit. Only the first install: an update still waits for "Reload" (registerType "prompt",
        // no skipWaiting; app/sw/register.ts). What the page read before the takeover went around the
        // service worker: public/sw-extra.js saves the member's session, card and tickets itself when
        // it activates. Chosen over refetching in the page on 'controllerchange': no code in the entry
        // every visitor downloads, and the wallet is saved even if the first visit never opened it.
        clientsClaim: true,
        // Background Sync and sign-out cache clearing (sw-extra.js), and Web Push (sw-push.js: showing a
        // push and opening its screen), which generateSW has no option for.
        importScripts: ["/sw-extra.js", "/sw-push.js"],
        runtimeCaching: [
          // The signed-in member (also the prayer countdown's city and Asr method) for offline pages, so
          // the member home opens offline with that member's queued RSVPs and posts (a queue belongs to
          // its user). The app deletes this cache when the server says nobody is signed in.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/auth/user",
            handler: "NetworkFirst",
            options: {
              cacheName: "sppc-auth-user",
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
            },
          },
          ...apiRuntimeCaching,
        ],
      },
    }),
    // The app's security headers and CSP (with the built index.html's script hashes) as _headers.
    headersFilePlugin(),
    // The footer is a lazy chunk (out of the entry) that every page renders at once.
    routePreloadsPlugin({ everyPage: ["app/components/layout/site-footer.tsx"] }),
  ],
  resolve: {
    alias: [
      // TanStack Store imports the React 17 shim of useSyncExternalStore; React 19 has the hook, and
      // the package's own non-shim entry uses it directly (same behaviour, 0.2 KB less gzip).
      {
        find: "use-sync-external-store/shim/with-selector",
        replacement: "use-sync-external-store/with-selector",
      },
      // workbox-window's "module" field is its ES5 build; the package also ships the same code as
      // modern JavaScript (classes, async/await: all browsers we target run it), 1 KB less gzip.
      { find: /^workbox-window$/, replacement: "workbox-window/build/workbox-window.prod.mjs" },
    ],
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    modulePreload: {
      // No polyfill in the entry: <link rel="modulepreload"> is Baseline Widely Available, and without
      // the polyfill Vite's preload helper still falls back to rel="preload" where it is missing.
      polyfill: false,
      // Vite writes each lazy chunk's JS dependencies into the importing chunk so they download in
      // parallel. For the admin pages (desktop users, routes named admin.*) those lists would sit in
      // every visitor's entry for nothing, so they are dropped: an admin page fetches its imports
      // after its own chunk (they are precached by the service worker after the first visit anyway).
      // The entry's own imports are loaded before any lazy chunk: never preloaded again. A chunk left
      // with only itself to preload is not preloaded either: its import() fetches it at once anyway.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== "js") return deps;
        if (file.startsWith("assets/admin.")) return deps.filter((dep) => dep.endsWith(".css"));
        const kept = deps.filter((dep) => !ENTRY_IMPORTS.some((name) => dep.startsWith(`assets/${name}.`)));
        return kept.length === 1 && kept[0] === file ? [] : kept;
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Chunks are named by their content hash alone: the entry lists every chunk's file name
            // (imports and preload lists) and every chunk imports the entry by name, so
            // "assets/privacy-settings-BSuMUVvB.js" costs every visitor ~1 KB gzip more than
            // "assets/BSuMUVvB.js". Admin route chunks get an "admin." prefix (not their whole name, which
            // each of the ~25 admin routes would add to the entry): modulePreload.resolveDependencies
            // above recognises them by it.
            entryFileNames: "assets/[hash].js",
            chunkFileNames: (chunk) => {
              if (ENTRY_IMPORTS.includes(chunk.name)) return `assets/${chunk.name}.[hash].js`;
              return chunk.name.startsWith("admin.") ? "assets/admin.[hash].js" : "assets/[hash].js";
            },
            // Letters and digits only, so no file name starts with "-" (base64's default alphabet).
            hashCharacters: "base36",
            codeSplitting: {
              // Everything the entry imports statically runs on every visit anyway, so it ships as
              // one chunk. Left alone, Rolldown spreads it over the entry and shared chunks (React,
              // the router, query-core) that lazy pages also import: more requests, worse gzip, and
              // each of those files listed again in every lazy page's preload list in the entry.
              // Except React (react-dom with react and the scheduler, which it imports): its own chunk
              // keeps its hash across deploys of the app's code, so returning visitors keep it cached.
              // And with DevTools attached, as in Lighthouse, each Error that React creates while
              // loading makes V8 re-parse the functions on the stack: with React in the entry, that was
              // the entry's whole top level too, about 20 of its 30 ms to evaluate (a trace of /events).
              groups: [
                {
                  name: REACT_CHUNK,
                  test: /[\\/]node_modules[\\/]react-dom[\\/]/,
                  priority: 2,
                },
                { name: "index", tags: ["$initial"], priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
