import { Link } from "@tanstack/react-router";
import { ArrowRight, Briefcase, Building2, MessagesSquare } from "lucide-react";
import type { FeaturedContentKind } from "../../../worker/contract/enums";
import type { FeaturedItem, TrendingHashtag } from "../../../worker/contract/explore";
import { useT } from "../../i18n";
import { exploreMessages } from "../../i18n/messages/explore";
import { useShownIn } from "../page-frame";
import { FeaturedLink } from "./featured-link";

type Key = keyof typeof exploreMessages.en;

const kindLabel: Record<FeaturedContentKind, Key> = {
  job: "kindJob",
  business: "kindBusiness",
  event: "kindEvent",
  thread: "kindThread",
  tender: "kindTender",
  link: "kindLink",
};

// Shown, without made-up counts, while nobody has tagged a post in the last 30 days.
const suggestedTopics: readonly Key[] = [
  "topicVision2030",
  "topicIqama",
  "topicNeom",
  "topicHalal",
  "topicCricket",
  "topicPakistanDay",
];

const quickLinks = [
  { to: "/jobs", label: "quickJobs", Icon: Briefcase },
  { to: "/business", label: "quickBusiness", Icon: Building2 },
  { to: "/forums", label: "quickForums", Icon: MessagesSquare },
] as const;

export function ExploreSections({
  featured,
  trending,
  isError,
}: {
  featured?: FeaturedItem[];
  trending?: TrendingHashtag[];
  isError: boolean;
}) {
  const t = useT(exploreMessages);
  const shownIn = useShownIn();
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <section aria-labelledby="explore-featured" className="grid content-start gap-4 lg:col-span-2">
        <h2 id="explore-featured" className="text-2xl font-bold text-slate-900">
          {t("featuredHeading")}
        </h2>
        {isError ? (
          <p className="text-red-700">{t("featuredError")}</p>
        ) : !featured ? null : featured.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t("featuredEmpty")}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {featured.map((item) => (
              <li key={item.id} className="card flex flex-col gap-3">
                <span className="self-start rounded-full bg-brand-100 px-3 py-0.5 text-xs font-semibold text-brand-800">
                  {t(kindLabel[item.kind])}
                </span>
                <h3 className="text-lg font-semibold text-slate-900" {...shownIn(item.shownIn.title)}>
                  {item.title}
                </h3>
                {item.description ? (
                  <p className="text-slate-600" {...shownIn(item.shownIn.description)}>
                    {item.description}
                  </p>
                ) : null}
                <FeaturedLink url={item.url} className="btn-outline mt-auto self-start">
                  {t("featuredView")}
                  <span className="sr-only">: {item.title}</span>
                  {item.url.startsWith("https:") ? <span className="sr-only"> {t("newTab")}</span> : null}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </FeaturedLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid content-start gap-10">
        <section aria-labelledby="explore-trending" className="card grid gap-4">
          <h2 id="explore-trending" className="text-xl font-bold text-slate-900">
            {t("trendingHeading")}
          </h2>
          {!trending ? null : trending.length > 0 ? (
            <ol className="grid gap-3">
              {trending.map(({ tag, count }) => (
                <li key={tag} className="flex items-baseline justify-between gap-3">
                  <bdi className="font-semibold text-brand-700">{tag}</bdi>
                  <span className="text-sm text-slate-600">
                    {count === 1 ? t("onePost") : t("postsCount", { count })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <>
              <p className="text-sm text-slate-600">{t("trendingSuggested")}</p>
              <ul className="flex flex-wrap gap-2">
                {suggestedTopics.map((topic) => (
                  <li key={topic} className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">
                    {t(topic)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <nav aria-labelledby="explore-quick" className="card grid gap-4">
          <h2 id="explore-quick" className="text-xl font-bold text-slate-900">
            {t("quickLinksHeading")}
          </h2>
          <ul className="grid gap-1">
            {quickLinks.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-md px-2 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                >
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  <span className="flex-1">{t(label)}</span>
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-500 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
