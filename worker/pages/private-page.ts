// App pages whose address carries a secret: a bulk mail's signed unsubscribe link (/unsubscribe/{token}).
// The worker answers them (wrangler.toml's run_worker_first) so the answer is `private, no-store`: no
// shared cache, proxy or back-forward cache may keep a page named after a member's token. They are the
// bare app shell (nothing pre-rendered: the page reads the token from the API), in the link's language.
import { cookieLanguage } from "../auth/origin";
import { SECURITY_HEADERS } from "../lib/security-headers";
import { urlLanguage } from "./page-head";
import { shellPolicy } from "./shell-policy";

const PRIVATE_PAGES = [/^\/unsubscribe\/[^/]+\/?$/];
const ONE_YEAR_S = 31_536_000;
/** Only the shell `vite dev` serves loads this script (it has no CSP there, as in answer-page.ts). */
const VITE_DEV_CLIENT = "/@vite/client";

export const isPrivatePage = (pathname: string) => PRIVATE_PAGES.some((page) => page.test(pathname));

export async function answerPrivatePage(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url)));
  if (!shell.ok) return shell;
  const html = await shell.text();
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...SECURITY_HEADERS });
  if (!html.includes(VITE_DEV_CLIENT)) headers.set("Content-Security-Policy", await shellPolicy(html));
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  // The link's ?lang= (the language the mail was written in) becomes a visitor's language, as on the
  // public pages; a reader who chose one keeps it, and the page itself then shows the link's (the app).
  const saved = cookieLanguage(request);
  const language = saved ?? urlLanguage(url);
  if (!saved && url.searchParams.has("lang")) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    headers.append("Set-Cookie", `lang=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`);
  }
  const page = new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("lang", language);
        element.setAttribute("dir", language === "en" ? "ltr" : "rtl");
      },
    })
    .transform(new Response(html, { status: 200, headers }));
  return request.method === "HEAD" ? new Response(null, page) : page;
}
