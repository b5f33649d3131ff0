import type { ManifestOptions } from "vite-plugin-pwa";

/** The installable app's identity (vite-plugin-pwa writes it as manifest.webmanifest). */
export const manifest: Partial<ManifestOptions> = {
  name: "SPPC: Saudi Pakistani Professionals Community",
  short_name: "SPPC",
  description:
    "Events, jobs, business directory, forums and your membership card, for Pakistani professionals in Saudi Arabia.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  background_color: "#ffffff",
  theme_color: "#01411c",
  lang: "en",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
