import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";

type SearchBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/**
 * A search input with its magnifier, as explore, the site search and the member directory show it.
 * The caller gives it an id and labels it (a visible or sr-only <label htmlFor>).
 */
export function SearchBox(props: SearchBoxProps) {
  return (
    <div className="relative flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        {...props}
        type="search"
        className="w-full rounded-md border border-slate-300 bg-white py-2.5 ps-10 pe-3 text-base"
      />
    </div>
  );
}
