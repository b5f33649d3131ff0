/** Cron Triggers (wrangler.toml [triggers]): the daily data-retention job lands here. */
export async function scheduled(
  _controller: ScheduledController,
  _env: Env,
  _ctx: ExecutionContext,
): Promise<void> {}
