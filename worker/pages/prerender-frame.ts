// The markup around a pre-rendered page's own content: the visitor's site header and the app's
// <main>, with the classes of app/routes/__root.tsx, SiteHeader and PageFrame, so the page the phone
// paints from the HTML has the size and place the app's first render gives it (the app's render then
// replaces it without anything moving, and its heading is not a later, larger paint).

import { shellMessages } from "../../app/i18n/messages/shell";
import type { Language } from "../contract/enums";
import { catalogTexts } from "./catalog-texts";

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The signed-out header: the logo, and the phone menu button's room (the links come with the app). */
export async function siteHeader(language: Language): Promise<string> {
  const t = await catalogTexts(shellMessages, language);
  return `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"><a href="/" class="flex items-center gap-2 font-bold text-brand-800"><img src="/favicon.svg" alt="" width="32" height="32" class="size-8"><span class="text-lg">${escapeHtml(t.communityName)}</span> <span class="sr-only text-xs font-normal text-slate-600 lg:not-sr-only lg:inline">${escapeHtml(t.communityFullName)}</span></a><span class="size-10 md:hidden"></span></div></header>`;
}

/**
 * The header and <main> around a page's content (the root layout's, at least a screen tall). The
 * `data-prerendered` mark goes when the app's first render replaces it: the sign the app has taken over.
 */
export async function frame(language: Language, main: string): Promise<string> {
  return `${await siteHeader(language)}<main id="main" tabindex="-1" class="min-h-lvh" data-prerendered>${main}</main>`;
}

/** PageFrame's heading and lead, then the page's own content. */
export function pageFrame(title: string, lead: string | undefined, body = ""): string {
  const leadHtml = lead ? `<p class="max-w-3xl text-lg text-slate-600">${escapeHtml(lead)}</p>` : "";
  return `<div class="mx-auto max-w-7xl px-4 py-8 sm:py-12"><div class="mb-8 flex flex-wrap items-end justify-between gap-4"><div class="grid gap-2"><h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">${escapeHtml(title)}</h1>${leadHtml}</div></div>${body}</div>`;
}
