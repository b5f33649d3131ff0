import type { ReactNode } from "react";

/**
 * The frame of the sign-in, sign-up and reset pages: the page's h1 and lead above the form card,
 * with an optional panel beside it from large screens up (below it on phones).
 */
export function AuthLayout({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={`mx-auto grid gap-8 px-4 py-8 sm:py-12 ${aside ? "max-w-6xl lg:grid-cols-2 lg:items-start" : "max-w-lg"}`}
    >
      <div className="card grid gap-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl [&:lang(ur)]:leading-[1.8]">
            {title}
          </h1>
          <p className="text-slate-600">{lead}</p>
        </div>
        {children}
      </div>
      {aside}
    </div>
  );
}

export const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";
