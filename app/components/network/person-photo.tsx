import type { NetworkPerson } from "../../../worker/contract/network";

/** A member's photo, or their initials on the brand colour; decorative (the name is always written beside it). */
export function PersonPhoto({
  person,
  size = 56,
}: {
  person: Pick<NetworkPerson, "name" | "profileImageUrl">;
  size?: number;
}) {
  if (person.profileImageUrl) {
    return (
      <img
        src={person.profileImageUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  const letters = person.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="grid shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white"
    >
      {letters.toUpperCase() || "?"}
    </span>
  );
}
