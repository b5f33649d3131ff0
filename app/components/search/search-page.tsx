import { useNavigate } from "@tanstack/react-router";
import { type RefObject, useRef } from "react";
import type { SearchKind } from "../../../worker/contract/search";
import { useT } from "../../i18n";
import { searchMessages } from "../../i18n/messages/search";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { SearchBox } from "../ui/search-box";
import { focusResult } from "./result-focus";
import { SearchResults } from "./search-results";

/** /search?q=&kind= (signed-in members): the header search box's results. */
export function SearchPage({ query, kind }: { query?: string; kind?: SearchKind }) {
  return (
    <MemberOnly>
      <SearchContent query={query} kind={kind} />
    </MemberOnly>
  );
}

export function SearchContent({ query, kind }: { query?: string; kind?: SearchKind }) {
  const t = useT(searchMessages);
  const resultsRef = useRef<HTMLDivElement>(null);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-8">
        <SearchForm query={query} resultsRef={resultsRef} />
        <div ref={resultsRef}>
          {query ? (
            <SearchResults key={`${query}|${kind ?? ""}`} query={query} kind={kind} />
          ) : (
            <p className="text-slate-600">{t("prompt")}</p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function SearchForm({ query, resultsRef }: { query?: string; resultsRef: RefObject<HTMLDivElement | null> }) {
  const t = useT(searchMessages);
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
          void navigate({ to: "/search", search: { q: q || undefined } });
        }}
      >
        <label htmlFor="site-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <SearchBox
          id="site-search"
          name="q"
          defaultValue={query}
          maxLength={200}
          placeholder={t("searchPlaceholder")}
          onKeyDown={(event) => {
            // ArrowDown from the box goes to the first result, like a combobox's list.
            if (event.key === "ArrowDown" && focusResult(resultsRef.current, 0)) event.preventDefault();
          }}
        />
        <button type="submit" className="btn-primary px-6">
          {t("submit")}
        </button>
      </form>
    </search>
  );
}
