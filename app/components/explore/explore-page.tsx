import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Briefcase, Building2, Landmark, type LucideIcon, Users } from "lucide-react";
import type { ExploreSummary } from "../../../worker/contract/explore";
import { useLanguage, useT } from "../../i18n";
import { exploreMessages } from "../../i18n/messages/explore";
import { exploreQuery } from "../../queries/explore";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { SearchBox } from "../ui/search-box";
import { ExploreResults } from "./explore-results";
import { ExploreSections } from "./explore-sections";

type Key = keyof typeof exploreMessages.en;

// Each tile opens the list its number counts (the worker counts with that list's own conditions).
const tiles: readonly {
  to: "/members" | "/jobs" | "/business" | "/tenders";
  search?: { status: "Active" };
  label: Key;
  count: keyof ExploreSummary["counts"];
  Icon: LucideIcon;
}[] = [
  { to: "/members", label: "tileMembers", count: "members", Icon: Users },
  { to: "/jobs", label: "tileJobs", count: "openJobs", Icon: Briefcase },
  { to: "/business", label: "tileBusinesses", count: "businesses", Icon: Building2 },
  {
    to: "/tenders",
    search: { status: "Active" },
    label: "tileTenders",
    count: "activeTenders",
    Icon: Landmark,
  },
];

/** /explore is in the signed-in route set only; `query` is the route's `q` search param. */
export function ExplorePage({ query }: { query?: string }) {
  return (
    <MemberOnly>
      <ExploreContent query={query} />
    </MemberOnly>
  );
}

export function ExploreContent({ query }: { query?: string }) {
  const t = useT(exploreMessages);
  const summary = useQuery(exploreQuery);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-10">
        <div>
          <ExploreSearch query={query} />
          {/* Stays mounted so screen readers announce the outcome of each search. */}
          <div aria-live="polite">{query ? <ExploreResults key={query} query={query} /> : null}</div>
        </div>
        <CountTiles counts={summary.data?.counts} isError={summary.isError} />
        <ExploreSections
          featured={summary.data?.featured}
          trending={summary.data?.trending}
          isError={summary.isError}
        />
      </div>
    </PageFrame>
  );
}

function CountTiles({ counts, isError }: { counts?: ExploreSummary["counts"]; isError: boolean }) {
  const t = useT(exploreMessages);
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby="explore-counts" aria-busy={!counts && !isError} className="grid gap-4">
      <h2 id="explore-counts" className="text-2xl font-bold text-slate-900">
        {t("countsHeading")}
      </h2>
      {isError ? (
        <p className="text-red-700">{t("countsError")}</p>
      ) : !counts ? (
        <p className="sr-only">{t("countsLoading")}</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(({ to, search, label, count, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              search={search}
              className="card flex h-full flex-col items-center gap-2 text-center hover:border-brand-600"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <span className="text-2xl font-bold text-slate-900">
                {counts ? number.format(counts[count]) : "–"}
              </span>
              <span className="text-sm text-slate-600">{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExploreSearch({ query }: { query?: string }) {
  const t = useT(exploreMessages);
  const navigate = useNavigate();
  return (
    <search>
      {/* Keyed by the query so a search made from the header refills the box. */}
      <form
        key={query ?? ""}
        className="flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          const q = typeof value === "string" ? value.trim() : "";
          void navigate({ to: "/explore", search: { q: q || undefined } });
        }}
      >
        <label htmlFor="explore-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <SearchBox
          id="explore-search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={t("searchPlaceholder")}
        />
        <button type="submit" className="btn-primary px-6">
          {t("searchButton")}
        </button>
      </form>
    </search>
  );
}
