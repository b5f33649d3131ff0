import { type ReactNode, useId } from "react";

/** A pill beside a card's title: kind, state, flags. */
export function Badge({ tone = "slate", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

const tones = {
  slate: "bg-slate-200 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
  sky: "bg-sky-100 text-sky-900",
  violet: "bg-violet-100 text-violet-900",
};

/**
 * One row of a list shown as cards (ResourceList's renderRow): a list item holding an article named
 * by its heading, badges, the section's details and the row's actions.
 */
export function ResourceCard({
  title,
  titleProps,
  badges,
  level = 2,
  highlight = false,
  actions,
  children,
}: {
  title: ReactNode;
  /** lang and dir of a title written in any language. */
  titleProps?: { lang?: string; dir?: "auto" | "ltr" | "rtl" };
  badges?: ReactNode;
  /** 3 under a list heading (AdminResource.listTitle). */
  level?: 2 | 3;
  /** Marks a row that waits for the admin (a bar on the start side). */
  highlight?: boolean;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <li className={highlight ? "card border-s-4 border-s-brand-700" : "card"}>
      <article aria-labelledby={id} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Heading id={id} dir="auto" {...titleProps} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {badges ? <p className="flex flex-wrap gap-2">{badges}</p> : null}
        </div>
        {children}
        {actions}
      </article>
    </li>
  );
}
