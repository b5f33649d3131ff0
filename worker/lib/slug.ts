/** "Riyadh Networking Night!" -> "riyadh-networking-night-3f9a1c" (the suffix keeps slugs unique). */
export function slugFor(name: string, fallback = "item"): string {
  const base = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const suffix = crypto.randomUUID().slice(0, 6);
  return base ? `${base}-${suffix}` : `${fallback}-${suffix}`;
}
