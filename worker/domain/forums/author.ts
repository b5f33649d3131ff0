import type { Viewer } from "../members";

/**
 * How a member signs forum posts: first name and last initial ("Ayesha K."), from the community
 * profile, else from the account name. Stored with the post so a later name change or account
 * deletion does not rewrite history.
 */
export function forumAuthorName({ user, member }: Viewer): string {
  const [accountFirst, ...accountRest] = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = member.firstName?.trim() || accountFirst || "";
  const last = member.firstName?.trim() ? member.lastName?.trim() : accountRest.at(-1);
  const initial = last ? `${Array.from(last)[0]?.toUpperCase()}.` : "";
  return [first, initial].filter(Boolean).join(" ") || "Member";
}
