// `npm run budget`: what a first visit downloads, per route, from the build's manifest (gzip sizes).
// Fails when the first visit to / needs more than 130 KB of JavaScript or 25 KB of CSS.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const JS_BUDGET_KB = 130;
const CSS_BUDGET_KB = 25;
const CLIENT_DIR = "dist/client";

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(`${CLIENT_DIR}/.vite/manifest.json`, "utf8")) as Record<
  string,
  Chunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(`${CLIENT_DIR}/${file}`)).length / 1024;

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

function files(keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

const sum = (set: Set<string>) => [...set].reduce((total, file) => total + gzipKb(file), 0);

// Every visit runs the entry and, in production, registers the service worker (workbox-window).
const always = new Set([
  "index.html",
  ...Object.keys(manifest).filter((key) => key.includes("workbox-window")),
]);
const routes = Object.keys(manifest)
  .filter((key) => key.startsWith("app/routes/") && key.endsWith("?tsr-split=component"))
  .sort();

const rows = routes.map((key) => {
  const keys = new Set(always);
  for (const k of closure(key)) keys.add(k);
  const { js, css } = files(keys);
  // "app/routes/admin.index.tsx?..." -> "/admin": TanStack's flat file names, back to URL paths.
  const segments = key
    .replace("app/routes/", "")
    .replace(/\.tsx\?tsr-split=component$/, "")
    .split(".")
    .filter((segment) => segment !== "index");
  return { path: `/${segments.join("/")}`, js: sum(js), css: sum(css) };
});

console.log("First-visit download per route (gzip):");
console.log("route".padEnd(28), "JS KB".padStart(8), "CSS KB".padStart(8));
for (const row of rows) {
  console.log(row.path.padEnd(28), row.js.toFixed(1).padStart(8), row.css.toFixed(1).padStart(8));
}

const home = rows.find((row) => row.path === "/");
if (!home) throw new Error("No chunk for app/routes/index.tsx in the manifest: did the build run?");
const problems = [
  home.js > JS_BUDGET_KB &&
    `JavaScript for / is ${home.js.toFixed(1)} KB gzip, over the ${JS_BUDGET_KB} KB budget`,
  home.css > CSS_BUDGET_KB &&
    `CSS for / is ${home.css.toFixed(1)} KB gzip, over the ${CSS_BUDGET_KB} KB budget`,
].filter(Boolean);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Budget exceeded: ${problem}`);
  process.exit(1);
}
console.log(
  `Within budget: / needs ${home.js.toFixed(1)} KB JS (max ${JS_BUDGET_KB}), ${home.css.toFixed(1)} KB CSS (max ${CSS_BUDGET_KB}).`,
);
