import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const syncZip = fileURLToPath(new URL("../worker/lib/fflate-sync-zip.ts", import.meta.url));

/**
 * write-excel-file's import of fflate, in the Worker's bundle and its tests, becomes
 * worker/lib/fflate-sync-zip.ts: fflate's zip() needs Web Workers for files over 160 KB, which
 * workerd does not have. Only that importer is redirected; everything else gets fflate itself.
 */
export function syncZipPlugin(): Plugin {
  return {
    name: "sppc:sync-zip",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "fflate" && importer && /[\\/]write-excel-file[\\/]/.test(importer)) return syncZip;
      return null;
    },
  };
}
