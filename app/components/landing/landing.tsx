// Stub: the static-pages work replaces this with the spec's landing page.
export function Landing() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold">SPPC</h1>
    </section>
  );
}
