/** Why something failed, as stored beside the row it concerns (bounded: rows are listed to admins). */
export function failureReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
