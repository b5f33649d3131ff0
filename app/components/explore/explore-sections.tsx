import { Link } from "@tanstack/react-router";
import { ArrowRight, Briefcase, Building2, MessagesSquare, TrendingUp } from "lucide-react";
import { marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { exploreMessages } from "../../i18n/messages/explore";

type Key = keyof typeof exploreMessages.en;

const featured: readonly {
  to: "/events" | "/job-placement" | "/mentorship";
  type: Key;
  title: Key;
  text: Key;
}[] = [
  { to: "/events", type: "featuredEventType", title: "featuredEventTitle", text: "featuredEventText" },
  {
    to: "/job-placement",
    type: "featuredPlacementType",
    title: "featuredPlacementTitle",
    text: "featuredPlacementText",
  },
  {
    to: "/mentorship",
    type: "featuredMentorshipType",
    title: "featuredMentorshipTitle",
    text: "featuredMentorshipText",
  },
];

// Sample topics until the feed reports real ones (spec point 1: hard-coded in pages).
const trending: readonly { topic: Key; posts: number }[] = [
  { topic: "topicVision2030", posts: 248 },
  { topic: "topicIqama", posts: 186 },
  { topic: "topicNeom", posts: 154 },
  { topic: "topicHalal", posts: 97 },
  { topic: "topicCricket", posts: 85 },
  { topic: "topicPakistanDay", posts: 63 },
];

const quickLinks = [
  { to: "/jobs", label: "quickJobs", Icon: Briefcase },
  { to: "/business", label: "quickBusiness", Icon: Building2 },
  { to: "/forums", label: "quickForums", Icon: MessagesSquare },
] as const;

export function ExploreSections() {
  const t = useT(exploreMessages);
  const vars = { event: marketing.flagship.name, attendees: marketing.flagship.expectedAttendees };
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <section aria-labelledby="explore-featured" className="grid content-start gap-4 lg:col-span-2">
        <h2 id="explore-featured" className="text-2xl font-bold text-slate-900">
          {t("featuredHeading")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {featured.map(({ to, type, title, text }) => (
            <li key={to} className="card flex flex-col gap-3">
              <span className="self-start rounded-full bg-brand-100 px-3 py-0.5 text-xs font-semibold text-brand-800">
                {t(type)}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{t(title, vars)}</h3>
              <p className="text-slate-600">{t(text, vars)}</p>
              <Link to={to} className="btn-outline mt-auto self-start">
                {t("featuredView")}
                <span className="sr-only">: {t(title, vars)}</span>
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid content-start gap-10">
        <section aria-labelledby="explore-trending" className="card grid gap-4">
          <h2 id="explore-trending" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <TrendingUp aria-hidden="true" className="size-5 text-brand-700" />
            {t("trendingHeading")}
          </h2>
          <ol className="grid gap-3">
            {trending.map(({ topic, posts }) => (
              <li key={topic} className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-brand-700">{t(topic)}</span>
                <span className="text-sm text-slate-600">{t("postsCount", { count: posts })}</span>
              </li>
            ))}
          </ol>
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
