// Where the local D1/R2 live. Tests set SPPC_STATE_DIR to keep their data apart from the demo's.
export function persistArgs(): string[] {
  const dir = process.env.SPPC_STATE_DIR;
  return dir ? ["--persist-to", dir] : [];
}
