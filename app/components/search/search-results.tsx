import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { SearchGroup, SearchKind, SearchResult } from "../../../worker/contract/search";
import { useLanguage, useT } from "../../i18n";
import { searchMessages } from "../../i18n/messages/search";
import { searchQuery } from "../../queries/search";
import { Highlighted } from "./highlighted";
import { moveResultFocus } from "./result-focus";

type Key = keyof typeof searchMessages.en;
const groupTitle: Record<SearchKind, Key> = {
  post: "groupPost",
  job: "groupJob",
  business: "groupBusiness",
  thread: "groupThread",
  member: "groupMember",
};

export function SearchResults({ query, kind }: { query: string; kind?: SearchKind }) {
  const t = useT(searchMessages);
  const { language } = useLanguage();
  const answer = useQuery(searchQuery(query, kind));
  // Roving focus: one Tab stop for the whole list, the arrow keys move within it.
  const [active, setActive] = useState(0);

  const groups = answer.data?.groups.filter((group) => group.results.length > 0) ?? [];
  const total = answer.data?.groups.reduce((sum, group) => sum + group.total, 0) ?? 0;
  const number = new Intl.NumberFormat(language);

  let announcement = "";
  if (answer.isSuccess) {
    announcement =
      total === 0
        ? t("noResults")
        : total === 1
          ? t("oneResult", { query })
          : t("resultCount", { count: number.format(total), query });
  }

  let index = -1;
  return (
    <div className="grid gap-6">
      {/* Always mounted, so screen readers hear the outcome of each search. */}
      <p aria-live="polite" role="status" className="font-semibold text-slate-900">
        {answer.isPending ? t("loading") : announcement}
      </p>
      {kind ? (
        <Link to="/search" search={{ q: query }} className="text-sm font-semibold text-brand-700 underline">
          {t("showAllKinds")}
        </Link>
      ) : null}
      {answer.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-red-700">{t("error")}</p>
          <button type="button" className="btn-outline" onClick={() => void answer.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : null}
      {answer.isSuccess && total === 0 ? (
        <div className="card text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t("noResults")}</h2>
          <p className="mt-2 text-slate-600">{t("noResultsText", { query })}</p>
        </div>
      ) : null}
      {groups.length > 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys move focus between the links inside.
        <div
          className="grid gap-8"
          onKeyDown={(event) => moveResultFocus(event, () => document.getElementById("site-search"))}
        >
          <p className="text-sm text-slate-600">{t("keyboardHint")}</p>
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} query={query} showAllLink={!kind}>
              {group.results.map((result) => {
                index += 1;
                const position = index;
                return (
                  <ResultLink
                    key={result.id}
                    result={result}
                    tabbable={position === active}
                    onFocus={() => setActive(position)}
                  />
                );
              })}
            </ResultGroup>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ResultGroup({
  group,
  query,
  showAllLink,
  children,
}: {
  group: SearchGroup;
  query: string;
  showAllLink: boolean;
  children: React.ReactNode;
}) {
  const t = useT(searchMessages);
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language);
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold text-slate-900">
        {t(groupTitle[group.kind])}
        <span className="text-sm font-normal text-slate-600">
          {t("groupCount", { shown: number.format(group.results.length), total: number.format(group.total) })}
        </span>
      </h2>
      <ul className="grid gap-2">{children}</ul>
      {showAllLink && group.total > group.results.length ? (
        <Link
          to="/search"
          search={{ q: query, kind: group.kind }}
          className="justify-self-start text-sm font-semibold text-brand-700 underline"
        >
          {t("showAll", { total: number.format(group.total) })}
        </Link>
      ) : null}
    </section>
  );
}

function ResultLink({
  result,
  tabbable,
  onFocus,
}: {
  result: SearchResult;
  tabbable: boolean;
  onFocus: () => void;
}) {
  const t = useT(searchMessages);
  const navigate = useNavigate();
  const title =
    result.kind === "post" ? t("postBy", { name: result.title || t("member") }) : result.title || t("member");
  return (
    <li>
      <a
        href={result.link}
        data-result=""
        tabIndex={tabbable ? 0 : -1}
        onFocus={onFocus}
        onClick={(event) => {
          // A plain click (or Enter) stays in the app; modified clicks open a tab as links do.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void navigate({ href: result.link });
        }}
        className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
      >
        {result.kind === "member" && result.imageUrl ? (
          <img
            src={result.imageUrl}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full object-cover"
          />
        ) : null}
        <span className="grid gap-1">
          <span className="font-semibold text-slate-900">
            <Highlighted text={title} />
          </span>
          {result.excerpt ? (
            <span className="text-sm text-slate-600">
              <Highlighted text={result.excerpt} />
            </span>
          ) : null}
        </span>
      </a>
    </li>
  );
}
