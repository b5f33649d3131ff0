// The pre-rendered content of the public pages that are the same for every visitor: the landing's
// hero, and every other page's heading and lead (its PageFrame), in the app's own words. That is the
// largest text each of them paints on a phone, so it paints from the HTML instead of after the script.
import type { Catalog, Messages } from "../../app/i18n/define";
import { businessMessages } from "../../app/i18n/messages/business";
import { contactMessages } from "../../app/i18n/messages/contact";
import { eventsPageMessages } from "../../app/i18n/messages/events-page";
import { forumsMessages } from "../../app/i18n/messages/forums";
import { helpCenterMessages } from "../../app/i18n/messages/help-center";
import { jobPlacementMessages } from "../../app/i18n/messages/job-placement";
import { jobsMessages } from "../../app/i18n/messages/jobs";
import { landingMessages } from "../../app/i18n/messages/landing";
import { membershipCardMessages } from "../../app/i18n/messages/membership-card";
import { mentorshipMessages } from "../../app/i18n/messages/mentorship";
import { pagesMessages } from "../../app/i18n/messages/pages";
import { partnershipsMessages } from "../../app/i18n/messages/partnerships";
import { premiumMessages } from "../../app/i18n/messages/premium";
import { privacyMessages } from "../../app/i18n/messages/privacy";
import { servicesMessages } from "../../app/i18n/messages/services";
import { shellMessages } from "../../app/i18n/messages/shell";
import { subscriptionMessages } from "../../app/i18n/messages/subscription";
import { termsMessages } from "../../app/i18n/messages/terms";
import { whatsappMessages } from "../../app/i18n/messages/whatsapp";
import type { Language } from "../contract/enums";
import { catalogTexts } from "./catalog-texts";
import type { FixedPage } from "./page-texts";
import { escapeHtml, frame, pageFrame } from "./prerender-frame";

type Heading = { catalog: Catalog<Messages>; title: string; lead: string };
const heading = <M extends Messages>(catalog: Catalog<M>, title: keyof M & string, lead: keyof M & string) =>
  ({ catalog: catalog as unknown as Catalog<Messages>, title, lead }) satisfies Heading;

/** Each page's PageFrame texts (the catalog and keys its component passes to PageFrame). */
const headings: Partial<Record<FixedPage, Heading>> = {
  "/events": heading(eventsPageMessages, "title", "lead"),
  "/jobs": heading(jobsMessages, "title", "lead"),
  "/business": heading(businessMessages, "title", "lead"),
  "/forums": heading(forumsMessages, "title", "lead"),
  "/community": heading(forumsMessages, "title", "lead"),
  "/premium": heading(premiumMessages, "title", "lead"),
  "/subscription": heading(subscriptionMessages, "title", "lead"),
  "/membership": heading(pagesMessages, "membershipTitle", "membershipLead"),
  "/membership-card": heading(membershipCardMessages, "title", "lead"),
  "/partnerships": heading(partnershipsMessages, "title", "lead"),
  "/services": heading(servicesMessages, "title", "lead"),
  "/job-placement": heading(jobPlacementMessages, "title", "lead"),
  "/mentorship": heading(mentorshipMessages, "title", "lead"),
  "/whatsapp-groups": heading(whatsappMessages, "title", "lead"),
  "/contact": heading(contactMessages, "title", "lead"),
  "/help-center": heading(helpCenterMessages, "title", "lead"),
  "/privacy-policy": heading(privacyMessages, "title", "lead"),
  "/privacy": heading(privacyMessages, "title", "lead"),
  "/terms": heading(termsMessages, "title", "lead"),
};

/** lucide's ArrowRight, as the hero's join button draws it. */
const arrowRight =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="lucide lucide-arrow-right size-4 rtl:rotate-180"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>';

/** app/components/landing/hero.tsx and the gallery's heading (landing.tsx), class for class. */
async function landing(language: Language): Promise<string> {
  const t = await catalogTexts(landingMessages, language);
  const shell = await catalogTexts(shellMessages, language);
  const urduLeading = "[&:lang(ur)]:leading-[1.8]";
  const button = "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold";
  return `<section aria-labelledby="landing-hero" class="relative isolate overflow-hidden bg-linear-to-br from-brand-900 to-brand-800 text-white"><div aria-hidden="true" class="absolute -end-24 -top-24 -z-10 size-96 rounded-full bg-gold-500/20 blur-3xl"></div><div class="mx-auto max-w-7xl px-4 py-16 sm:py-24"><p class="font-semibold text-gold-500">${escapeHtml(shell.communityFullName)}</p><h1 id="landing-hero" class="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl ${urduLeading}">${escapeHtml(t.heroTitle)}</h1><p class="mt-4 max-w-2xl text-lg text-brand-100 ${urduLeading}">${escapeHtml(t.heroLead)}</p><div class="mt-8 flex flex-wrap gap-3"><a href="/signup" class="${button} bg-gold-500 text-brand-900">${escapeHtml(t.heroJoin)}${arrowRight}</a><a href="/premium" class="${button} border border-white/70 text-white">${escapeHtml(t.heroPremium)}</a></div></div></section><section aria-labelledby="landing-gallery" class="mx-auto max-w-7xl px-4 py-12"><h2 id="landing-gallery" class="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl ${urduLeading}">${escapeHtml(t.galleryTitle)}</h2></section>`;
}

/**
 * The page's content before the app's script has run, or null for a page without one (/tenders is
 * for members). `body`: more of the page (a list read from D1), below the heading.
 */
export async function fixedPrerender(path: FixedPage, language: Language, body = ""): Promise<string | null> {
  if (path === "/") return frame(language, await landing(language));
  const texts = headings[path];
  if (!texts) return null;
  const words = await catalogTexts(texts.catalog, language);
  return frame(language, pageFrame(words[texts.title] ?? "", words[texts.lead], body));
}
