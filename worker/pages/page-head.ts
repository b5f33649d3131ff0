import type { Language } from "../contract/enums";
import { languages } from "../contract/enums";
import { stripHiddenControls } from "../contract/hidden-controls";
import type { Prerender } from "./prerender";

/** What a public page's raw HTML says about it: what link previews and search engines read. */
export type PageHead = {
  status: 200 | 404;
  /** The page's own title, without the site name (added by headTags), or the whole title for "/". */
  title: string;
  description: string;
  /** A path on this origin or an absolute URL: a PNG or JPEG (previews do not show SVG). */
  image: string;
  ogType: "website" | "article";
  /** schema.org data for the page's item (Event, JobPosting, LocalBusiness, DiscussionForumPosting). */
  jsonLd?: Record<string, unknown>;
  /** The page's content and the data it shows, for pages pre-rendered into #root (prerender.ts). */
  prerender?: Prerender;
};

const ogLocales: Record<Language, string> = { en: "en_US", ar: "ar_SA", ur: "ur_PK" };

/** The language a URL asks for: `?lang=ar` or `?lang=ur`; English without it. */
export function urlLanguage(url: URL): Language {
  const asked = url.searchParams.get("lang");
  return (languages as readonly string[]).includes(asked ?? "") ? (asked as Language) : "en";
}

/** The address of this page in a language: English has no parameter, so shared links stay short. */
export function pageUrl(url: URL, language: Language): string {
  return `${url.origin}${url.pathname}${language === "en" ? "" : `?lang=${language}`}`;
}

// Text stored before issue 33 may still hold bidi overrides: a link preview never shows them.
const escapeHtml = (text: string) =>
  stripHiddenControls(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** JSON inside <script>: "<" escaped so no text of ours can close the element. */
export const scriptJson = (value: unknown) =>
  stripHiddenControls(JSON.stringify(value)).replace(/</g, "\\u003c");

const meta = (key: "name" | "property", name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

export function fullTitle(head: PageHead, siteName: string, path: string): string {
  return stripHiddenControls(path === "/" ? head.title : `${head.title} | ${siteName}`);
}

/** The tags added to the shell's <head>: canonical, language alternates, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, url: URL, language: Language, title: string): string {
  const canonical = pageUrl(url, language);
  const image = new URL(head.image, url.origin).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...languages.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(url, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(url, "en"))}" />`,
    meta("property", "og:site_name", "SPPC"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", image),
    meta("property", "og:locale", ogLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta("property", "og:locale:alternate", ogLocales[other])),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
  ];
  if (head.status === 404) tags.push(meta("name", "robots", "noindex"));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}
