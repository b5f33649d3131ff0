// Prints, after the run, how long each test project took (wall clock from its first file queued to its
// last file finished, and when that was in the run), so a slow project shows at once.
import type { Reporter, TestModule } from "vitest/node";

type Span = { first: number; last: number; files: number };

export default class ProjectTimes implements Reporter {
  private startedAt = Date.now();
  private spans = new Map<string, Span>();

  onInit(): void {
    this.startedAt = Date.now();
  }

  /** A project's span starts with its first file queued. */
  onTestModuleQueued(module: TestModule): void {
    const name = module.project.name;
    if (!this.spans.has(name)) this.spans.set(name, { first: Date.now(), last: Date.now(), files: 0 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.last = Date.now();
    span.files += 1;
  }

  onTestRunEnd(): void {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const at = (time: number) => seconds(time - this.startedAt);
    const lines = [
      "Time per project (wall clock from the start of the run; app, then worker, two files at a time; then e2e):",
      ...[...this.spans].map(
        ([name, span]) =>
          `  ${name.padEnd(7)}${String(span.files).padStart(4)} files ${seconds(span.last - span.first)}` +
          `   (from ${at(span.first)} to ${at(span.last)})`,
      ),
      `  whole run          ${seconds(Date.now() - this.startedAt)}`,
    ];
    console.log(`\n${lines.join("\n")}\n`);
  }
}
