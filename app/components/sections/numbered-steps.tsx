/** "How it works": numbered steps, each announced as "Step n: title" to screen readers. */
export function NumberedSteps({
  id,
  heading,
  steps,
  stepLabel,
}: {
  id: string;
  heading: string;
  steps: { title: string; text: string }[];
  stepLabel: (n: number) => string;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-6">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text }, index) => (
          <li key={title} className="card grid content-start gap-2">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">{stepLabel(index + 1)}: </span>
              {title}
            </h3>
            <p className="text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
