/**
 * The member import on the admin dashboard (spec: /admin shows stats, the CSV member import and the
 * welcome-emails action). Being built in issue 9; the dashboard renders it where it belongs.
 */
export function MemberImportPanel() {
  return null;
}
