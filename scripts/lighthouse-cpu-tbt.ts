// Total Blocking Time as Lighthouse would simulate it on an idle machine: Lighthouse scales each
// main-thread task's wall-clock time by the CPU slowdown (4x), so on a VM whose host is busy a task that
// waited for the CPU counts as blocking although it did no more work. This reads the same trace's
// thread time instead (what the task cost the CPU), x4, summed over the time past 50 ms of each task
// after the first contentful paint: the figure to compare before and after a change on a shared machine.

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
};

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export function threadTimeTbt(trace: { traceEvents: TraceEvent[] }, pageUrl: string): number | null {
  const events = trace.traceEvents;
  // The page's renderer main thread: the one that parsed the page's HTML.
  const parse = events.find(
    (event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").startsWith(pageUrl),
  );
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === parse?.pid);
  if (!parse || !fcp) return null;
  return events
    .filter(
      (event) =>
        event.name === "RunTask" &&
        event.ph === "X" &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts >= fcp.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) * SLOWDOWN) / 1000 - LONG_TASK_MS), 0);
}
