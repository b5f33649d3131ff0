import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { manifest } from "./app/pwa-manifest.ts";

// PORT overrides the default local address (http://localhost:8787) for dev and preview alike.
const port = Number(process.env.PORT ?? 8787);
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
        navigateFallback: "/index.html",
        // The API is never answered from the app-shell fallback.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Offline, the app still knows who is signed in, so the member home opens and shows that
            // member's queued RSVPs and posts (a queue belongs to its user). Only 200s are kept; the
            // app deletes this cache when the server says nobody is signed in (app/lib/offline-queue/triggers.ts).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/auth/user",
            handler: "NetworkFirst",
            options: { cacheName: "sppc-auth-user", networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    modulePreload: {
      // Vite writes each lazy chunk's JS dependencies into the importing chunk so they download in
      // parallel. For the admin pages (desktop users, routes named admin.*) those lists would sit in
      // every visitor's entry for nothing, so they are dropped: an admin page fetches its imports
      // after its own chunk (they are precached by the service worker after the first visit anyway).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "js" && file.startsWith("assets/admin.")
          ? deps.filter((dep) => dep.endsWith(".css"))
          : deps,
    },
  },
});
