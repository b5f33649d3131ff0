// Placeholder until the sheet-dates module lands: ISO days only.
export function readSheetDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
