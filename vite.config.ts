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
      },
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { manifest: true, sourcemap: false },
});
