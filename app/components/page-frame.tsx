import type { ReactNode } from "react";

/** The common page top: a heading (the page's h1), an optional lead, then the page's own content. */
export function PageFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
          {lead ? <p className="max-w-3xl text-lg text-slate-600">{lead}</p> : null}
        </div>
        {/* The actions often wait for the sign-in check (a member's button or a visitor's): their row
            is held at a button's height meanwhile, so the page below does not jump (layout shift). */}
        {actions ? (
          <div className="flex min-h-10 w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** Marks the part of a page whose feature lands in a later issue, so nobody mistakes it for broken. */
export function ComingSoon({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600"
    >
      {text}
    </p>
  );
}

// The pages that show admin-written texts all sit in a PageFrame: giving them the language marks from
// here keeps that code in this chunk, which they load anyway. A chunk of its own would add its name to
// the preload list of each of those routes in the first visit's JavaScript, which has no room.
export { langAttributes, useShownIn } from "./ui/shown-in";
