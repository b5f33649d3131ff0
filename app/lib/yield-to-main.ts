/**
 * Ends the current task and continues in a new one, so the browser can paint and answer taps between
 * steps of long work: `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
