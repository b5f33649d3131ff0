import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheck } from "lucide-react";
import { displayTier } from "../../../worker/contract/enums";
import type { CurrentUser } from "../../../worker/contract/user";
import { type Translate, useLanguage, useT } from "../../i18n";
import { type HomeTexts, homeMessages } from "../../i18n/messages/home";
import { homeSummaryQuery } from "../../queries/home";
import { Avatar } from "../layout/avatar";
import { useTierWords } from "../membership/tier-words";

type Key = keyof HomeTexts;

const languageKeys: Record<string, Key> = {
  EN: "langEn",
  English: "langEnglish",
  Arabic: "langArabic",
  Urdu: "langUrdu",
};
const languageLabel = (t: Translate<HomeTexts>, language: string) =>
  languageKeys[language] ? t(languageKeys[language]) : language;

const LANGUAGES_SHOWN = 3;

/** The member card of the home's first column (spec point 2): who I am and my real counts. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const t = useT(homeMessages);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || t("aMember");
  const role =
    user.title && user.company
      ? t("titleAtCompany", { title: user.title, company: user.company })
      : (user.title ?? user.company);
  const tiers = useTierWords();
  const paid = displayTier(user.membershipTier) !== "basic";
  return (
    <section aria-labelledby="home-profile-name" data-testid="profile-summary" className="card grid gap-4">
      <div className="flex items-center gap-3">
        <Avatar user={user} size={56} />
        <div className="grid min-w-0 gap-0.5">
          <h2 id="home-profile-name" className="truncate text-lg font-semibold text-slate-900">
            {name}
          </h2>
          {role ? <p className="text-sm text-slate-600">{role}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <span
          data-testid="tier-badge"
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paid ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}
        >
          {tiers.name(user.membershipTier)}
        </span>
        {user.halalCertified ? (
          <span
            data-testid="halal-badge"
            className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
          >
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t("halalCertified")}
          </span>
        ) : null}
      </div>
      {user.languages.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("languages")}</h3>
          <ul className="flex flex-wrap gap-1.5" data-testid="profile-languages">
            {user.languages.slice(0, LANGUAGES_SHOWN).map((language) => (
              <li key={language} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                {languageLabel(t, language)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ProfileCounts />
      <Link to="/profile" className="btn-outline justify-self-start text-sm">
        {t("viewProfile")}
      </Link>
    </section>
  );
}

function ProfileCounts() {
  const t = useT(homeMessages);
  const { language } = useLanguage();
  const summary = useQuery(homeSummaryQuery);
  if (summary.isError) return <p className="text-sm text-red-700">{t("countsError")}</p>;
  const counts = summary.data?.counts;
  const number = new Intl.NumberFormat(language);
  const items: [Key, number | undefined][] = [
    ["connections", counts?.connections],
    ["posts", counts?.posts],
    ["profileViews", counts?.profileViews],
  ];
  return (
    <dl
      data-testid="profile-counts"
      aria-busy={summary.isPending}
      className="grid grid-cols-3 gap-2 border-y border-slate-100 py-3 text-center"
    >
      {items.map(([key, value]) => (
        <div key={key} className="grid gap-0.5" data-testid={`count-${key}`}>
          <dt className="order-2 text-xs text-slate-600">{t(key)}</dt>
          <dd className="order-1 text-lg font-semibold text-slate-900">
            {value === undefined ? (
              <>
                <span aria-hidden="true" className="text-slate-400">
                  –
                </span>
                <span className="sr-only">{t("countsLoading")}</span>
              </>
            ) : (
              number.format(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
