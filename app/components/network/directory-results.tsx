import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import { type DirectoryFilters, directoryQuery } from "../../queries/members";
import { MemberCard } from "./member-card";

/** The count (announced), the cards, the empty and failed states, and the pager. */
export function DirectoryResults({ filters }: { filters: DirectoryFilters }) {
  const t = useT(networkMessages);
  const { language } = useLanguage();
  const answer = useQuery(directoryQuery(filters));
  const data = answer.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = filters.page ?? 1;

  let status = "";
  if (answer.isPending) status = t("loading");
  else if (data)
    status = data.total === 1 ? t("oneCount") : t("count", { count: data.total.toLocaleString(language) });

  return (
    <div className="grid gap-6" aria-busy={answer.isFetching}>
      {/* Always mounted, so screen readers hear each new result count. */}
      <p role="status" aria-live="polite" className="font-semibold text-slate-900">
        {status}
      </p>
      {answer.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-red-700">{t("error")}</p>
          <button type="button" className="btn-outline" onClick={() => void answer.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : null}
      {data && data.members.length === 0 ? (
        <div className="card text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t("empty")}</h2>
          <p className="mt-2 text-slate-600">{t("emptyText")}</p>
        </div>
      ) : null}
      {data && data.members.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to="/members" search={{ ...filters, page: page - 1 }} className="btn-outline">
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            {t("pageOf", { page: page.toLocaleString(language), pages: pages.toLocaleString(language) })}
          </span>
          {page < pages ? (
            <Link to="/members" search={{ ...filters, page: page + 1 }} className="btn-outline">
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
