import type { CurrentUser } from "../../../worker/contract/user";

export function initials(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const letters = `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}`;
  return (letters || user.email[0] || "?").toUpperCase();
}

export function Avatar({ user, size = 36 }: { user: CurrentUser; size?: number }) {
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="grid place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white"
    >
      {initials(user)}
    </span>
  );
}
