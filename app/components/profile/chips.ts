import { SKILLS_MAX, sameSkill } from "../../../worker/contract/profile";

/**
 * Spec point 5's list rule: the trimmed value is added only when it is not empty and not already
 * present (ignoring case, as the API does). Returns the same array when nothing changes.
 */
export function addChip(list: readonly string[], raw: string, max = SKILLS_MAX): readonly string[] {
  const value = raw.trim();
  if (!value || list.length >= max || list.some((item) => sameSkill(item, value))) return list;
  return [...list, value];
}

export function removeChip(list: readonly string[], value: string): string[] {
  return list.filter((item) => item !== value);
}
