// Where the local D1/R2 live. Tests set SPPC_STATE_DIR to keep their data apart from the demo's.
// The project's own wrangler.toml is named, not the copy a build leaves in dist/ (which wrangler would
// otherwise follow): migrating and seeding then never depend on a build, and may run beside one.
export function persistArgs(): string[] {
  const dir = process.env.SPPC_STATE_DIR;
  return ["--config", "wrangler.toml", ...(dir ? ["--persist-to", dir] : [])];
}
