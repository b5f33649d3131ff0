import type { FeedPost } from "../../../worker/contract/posts";
import { tradeDefaults } from "../../../worker/contract/posts";
import { useLanguage, useT } from "../../i18n";
import { type FeedTexts, feedMessages } from "../../i18n/messages/feed";
import { useCityLabel } from "../../lib/member-cities";
import { useTierWords } from "../membership/tier-words";
import { optionLabel, typeLabel } from "./composer-fields";
import { formatEventDate } from "./event-date";
import { PostActions } from "./post-actions";
import { PostText } from "./post-text";
import { relativeTime } from "./relative-time";

const initials = (post: FeedPost) =>
  `${post.author.firstName?.[0] ?? ""}${post.author.lastName?.[0] ?? ""}`.toUpperCase() || "?";

export function PostCard({ post, now }: { post: FeedPost; now: Date }) {
  const t = useT(feedMessages);
  const name = [post.author.firstName, post.author.lastName].filter(Boolean).join(" ") || t("member");
  const when = relativeTime(post.createdAt, now);
  const tiers = useTierWords();
  const cityLabel = useCityLabel();
  const role = [post.author.title, post.author.company].filter(Boolean).join(" · ");
  const headingId = `post-${post.id}-author`;
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={headingId}
      className="card grid gap-3"
      data-testid="post-card"
    >
      <header className="flex items-start gap-3">
        {post.author.profileImageUrl ? (
          <img src={post.author.profileImageUrl} alt="" className="size-11 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {initials(post)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold text-slate-900" dir="auto">
              {name}
            </h3>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {tiers.name(post.author.membershipTier)}
            </span>
            {post.author.halalCertified ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                {t("halalCertified")}
              </span>
            ) : null}
          </div>
          {role ? (
            <p className="text-sm text-slate-600" dir="auto">
              {role}
            </p>
          ) : null}
          <p className="text-xs text-slate-600">
            <time dateTime={post.createdAt}>{t(when.key, { n: when.n })}</time>
            {post.author.location ? <span dir="auto"> · {cityLabel(post.author.location)}</span> : null}
            {post.editedAt ? <span> {t("edited")}</span> : null}
          </p>
        </div>
        {post.postType !== "standard" ? (
          <span className="rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700">
            {t(typeLabel[post.postType])}
          </span>
        ) : null}
      </header>
      <PostMetadata post={post} />
      <PostText text={post.content} />
      <PostActions post={post} />
    </article>
  );
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The type's fields (spec point 3) as a short list above the text. */
function PostMetadata({ post }: { post: FeedPost }) {
  const t = useT(feedMessages);
  const { language } = useLanguage();
  const m = post.metadata;
  const rows: [string, string][] = [];
  const add = (label: keyof FeedTexts, value: string | null) => {
    if (value) rows.push([t(label), value]);
  };
  const option = (value: unknown) => {
    const raw = text(value);
    return raw && optionLabel[raw] ? t(optionLabel[raw]) : raw;
  };
  const flags: string[] = [];
  if (post.postType === "trade_opportunity") {
    add("budget", text(m.budget));
    // The spec's stored defaults ("Flexible", "Multiple Locations") read in the page's language.
    add("timeline", m.timeline === tradeDefaults.timeline ? t("defaultTimeline") : text(m.timeline));
    add("location", m.location === tradeDefaults.location ? t("defaultLocation") : text(m.location));
    if (m.halalRequired === true) flags.push(t("halalRequired"));
  } else if (post.postType === "job_posting") {
    add("jobTitle", text(m.title));
    add("company", text(m.company));
    add("jobType", option(m.jobType));
    if (m.visaSponsorship === true) flags.push(t("visaSponsorship"));
    if (m.remoteOk === true) flags.push(t("remoteOk"));
  } else if (post.postType === "event") {
    add("eventTitle", text(m.title));
    add("eventType", option(m.eventType));
    const date = text(m.date);
    add("eventDate", date && formatEventDate(date, language));
    flags.push(m.isVirtual === true ? t("isVirtual") : t("inPerson"));
  }
  if (rows.length === 0 && flags.length === 0) return null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <dl className="grid gap-1 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="font-semibold text-slate-700">{label}:</dt>
            <dd className="text-slate-800" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {flags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {flags.map((flag) => (
            <li
              key={flag}
              className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
            >
              {flag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
