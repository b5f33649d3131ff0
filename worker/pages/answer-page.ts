// Public pages (listed in wrangler.toml's run_worker_first) are answered here: the
// built index.html, the same shell the service worker keeps for offline use, with this page's title,
// description, canonical address, language alternates, Open Graph and Twitter tags and JSON-LD, which is
// all a WhatsApp or Facebook link preview reads (it runs no JavaScript).

import { cookieLanguage } from "../auth/origin";
import type { Language } from "../contract/enums";
import { stripHiddenControls } from "../contract/hidden-controls";
import { createDb } from "../db/client";
import { SECURITY_HEADERS } from "../lib/security-headers";
import { SESSION_HINT } from "../lib/session-hint";
import { fullTitle, headTags, type PageHead, scriptJson, urlLanguage } from "./page-head";
import { pageTexts } from "./page-texts";
import { PAGE_DATA_ID } from "./prerender";
import { escapeHtml } from "./prerender-frame";
import { answerPrivatePage, isPrivatePage } from "./private-page";
import { resolvePageHead } from "./resolve-head";
import { preloadLinks, routePreloads } from "./route-preloads";
import { shellPolicy } from "./shell-policy";

/**
 * Cacheable by a shared cache for a minute: a visitor's answer is made from the URL and public data only
 * (no session is read), so it is the same for every visitor. Browsers revalidate it on every visit
 * (max-age=0), as the app's own reads do (app/lib/api-client.ts): the page carries live data the app
 * adopts (seats left), and someone who just booked or cancelled must not be shown the count from a
 * minute ago. A member (the session hint's cookie) gets the shell without pre-rendered content,
 * privately; an app that is handed a visitor's page from a cache while signed in does not adopt its
 * data (app/lib/page-data.ts).
 */
const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60";
const ONE_YEAR_S = 31_536_000;
/** Only the shell `vite dev` serves loads this script. */
const VITE_DEV_CLIENT = "/@vite/client";
/** The meta tag that names a pre-rendered page's code: the entry, then its route's chunks (index.html). */
const APP_CODE_META = "sppc-app-code";
/** Workbox's cache-busting parameter on the files it precaches (vite-plugin-pwa's generateSW). */
const PRECACHE_PARAMETER = "__WB_REVISION__";

export async function answerPage(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return env.ASSETS.fetch(request);
  if (isPrivatePage(url.pathname)) return answerPrivatePage(request, env);
  // The service worker precaches /index.html, which Workers Assets redirects to "/": it gets the shell
  // untouched, so the offline shell every page opens with stays exactly the built one.
  if (url.searchParams.has(PRECACHE_PARAMETER)) return env.ASSETS.fetch(request);
  // "/" is index.html (Workers Assets drops the .html); no conditional headers, so never a bodiless 304.
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url)));
  // A reader who has a language (chosen in the menu, or from an earlier link's ?lang=) gets the page in
  // it, as their app will show it: otherwise the pre-rendered text flashed in the address's language and
  // the app, reading another, fetched again the data the page carried.
  const saved = cookieLanguage(request);
  const language = saved ?? urlLanguage(url);
  const [resolved, preloads] = shell.ok
    ? await Promise.all([resolvePageHead(createDb(env.DB), url, language), routePreloads(env.ASSETS, url)])
    : [null, []];
  if (!resolved) return env.ASSETS.fetch(request);
  // A signed-in member's page differs (their header, their home): the app renders it, from the shell.
  const signedIn = hasSessionHint(request);
  const head = signedIn ? { ...resolved, prerender: undefined } : resolved;
  const html = await shell.text();
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...SECURITY_HEADERS });
  // `vite dev` serves a shell with its own client, which adds styles and scripts the policy would refuse;
  // like the static shell there (no _headers), it goes without a CSP.
  if (!html.includes(VITE_DEV_CLIENT)) headers.set("Content-Security-Policy", await shellPolicy(html));
  // The member's answer is the bare shell: kept out of shared caches, which should hold the visitors' one.
  headers.set("Cache-Control", signedIn ? "private, no-cache" : PUBLIC_PAGE_CACHE);
  const chosen = saved ? null : chosenLanguage(url);
  if (chosen) {
    // The link's language becomes the visitor's, read by index.html's script and the app like a choice
    // made with the language menu.
    const secure = url.protocol === "https:" ? "; Secure" : "";
    headers.append("Set-Cookie", `lang=${chosen}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`);
  }
  if (saved || chosen) {
    // Made from the reader's cookie, or setting one: this reader's alone.
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Vary", "Cookie");
  }
  const page = rewriteShell(new Response(html, { status: head.status, headers }), head, url, {
    language,
    preloads,
  });
  return request.method === "HEAD" ? new Response(null, page) : page;
}

/** The readable sign of a session (worker/lib/session-hint.ts): this browser has a signed-in member. */
const hasSessionHint = (request: Request) =>
  new RegExp(`(?:^|;\\s*)${SESSION_HINT.replace(".", "\\.")}=1`).test(request.headers.get("Cookie") ?? "");

/**
 * `?lang=ar|ur|en` from a shared link, for a visitor who has not chosen a language yet (someone who
 * picked one in the menu keeps it).
 */
function chosenLanguage(url: URL): Language | null {
  return url.searchParams.has("lang") ? urlLanguage(url) : null;
}

/** `preloads`: the page's route chunks (route-preloads.ts). */
function rewriteShell(
  shell: Response,
  head: PageHead,
  url: URL,
  { language, preloads }: { language: Language; preloads: string[] },
): Response {
  const title = fullTitle(head, pageTexts[language].siteName, url.pathname);
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("lang", language);
        element.setAttribute("dir", language === "en" ? "ltr" : "rtl");
      },
    })
    .on("head > title", {
      element(element) {
        element.setInnerContent(title);
      },
    })
    .on('head > meta[name="description"]', {
      element(element) {
        element.setAttribute("content", stripHiddenControls(head.description));
      },
    })
    .on("head", {
      element(element) {
        element.append(headTags(head, url, language, title), { html: true });
      },
    })
    .on('script[type="module"][src]', {
      element(element) {
        if (!head.prerender) {
          element.after(preloadLinks(preloads), { html: true });
          return;
        }
        // A pre-rendered page reads without the app's code: index.html's inline script fetches it after
        // the first paint, so on a slow connection it does not share the line with the styles.
        const code = [element.getAttribute("src") ?? "", ...preloads].join(" ");
        element.replace(`<meta name="${APP_CODE_META}" content="${escapeHtml(code)}">`, { html: true });
      },
    })
    .on('link[rel="modulepreload"]', {
      element(element) {
        // The entry's imports as the build linked them: the route's list names them too
        // (scripts/vite-route-preloads.ts), after the entry's script tag or, on a pre-rendered page,
        // in its meta tag, where they are not fetched before the first paint.
        if (preloads.length > 0) element.remove();
      },
    })
    .on("#root", {
      element(element) {
        if (!head.prerender) return;
        element.setInnerContent(head.prerender.html, { html: true });
        if (head.prerender.queries.length === 0) return;
        const data = scriptJson({ language, queries: head.prerender.queries });
        element.after(`<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`, {
          html: true,
        });
      },
    })
    .on("body > noscript", {
      element(element) {
        // The pre-rendered page reads fine without JavaScript.
        if (head.prerender) element.remove();
      },
    })
    .transform(shell);
}
