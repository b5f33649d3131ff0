import type { ReactNode } from "react";
import { urduLeading } from "../../i18n/bidi";
import { PageFrame } from "../page-frame";

export type LegalSection = {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  closing?: string[];
};

/**
 * A policy page: the date line, a table of contents and numbered sections. The sections get
 * scroll-margin so the sticky site header never hides a heading reached from the contents.
 */
export function LegalDocument({
  title,
  lead,
  updated,
  contentsLabel,
  sections,
  footer,
}: {
  title: string;
  lead: string;
  updated: string;
  contentsLabel: string;
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  return (
    <PageFrame title={title} lead={lead}>
      <p className="-mt-4 mb-8 text-sm font-medium text-slate-600">{updated}</p>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:items-start">
        <nav aria-labelledby="legal-contents" className="card p-5 lg:sticky lg:top-24">
          <h2 id="legal-contents" className="mb-3 text-base font-semibold text-slate-900">
            {contentsLabel}
          </h2>
          <ol className="grid list-decimal gap-2 ps-5 text-sm marker:text-slate-500">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="card grid max-w-3xl gap-10 p-6 sm:p-8">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
                <span className="text-brand-700">{index + 1}.</span> {section.title}
              </h2>
              <div className={`grid gap-3 leading-relaxed text-slate-700 ${urduLeading}`}>
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {section.list ? (
                  <ul className="grid list-disc gap-2 ps-6 marker:text-brand-700">
                    {section.list.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
                {section.closing?.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
          ))}
          {footer}
        </div>
      </div>
    </PageFrame>
  );
}
