import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { displayTier, type MembershipTierId } from "../../../worker/contract/enums";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { type ShellTexts, shellMessages } from "../../i18n/messages/shell";
import { signOutClearingCaches } from "../../lib/sign-out";
import { Avatar, initials } from "./avatar";
import { staffLinks } from "./staff-links";

/** The subscription link's words: an offer below Premium, the member's own paid tier otherwise. */
const accountKeys = {
  basic: "upgradePremium",
  premium: "premiumAccount",
  executive: "executiveAccount",
} as const satisfies Record<MembershipTierId, keyof ShellTexts>;

/**
 * Profile & Settings, Membership card, Wallet (the card and every ticket), Upgrade to Premium (Premium Account or Executive Account for paid members),
 * Admin for administrators or My door duties for stewards, and Sign Out; Escape and outside clicks close it.
 */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const t = useT(shellMessages);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    rootRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const itemClass = "block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100";
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        // The name contains the initials shown on the button (WCAG 2.5.3 Label in Name).
        aria-label={`${initials(user)}, ${t("accountMenu")}`}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full"
      >
        <Avatar user={user} />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute end-0 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            {t("profileSettings")}
          </Link>
          <Link role="menuitem" to="/membership-card" className={itemClass} onClick={() => setOpen(false)}>
            {t("membershipCard")}
          </Link>
          <Link role="menuitem" to="/wallet" className={itemClass} onClick={() => setOpen(false)}>
            {t("wallet")}
          </Link>
          <Link role="menuitem" to="/subscription" className={itemClass} onClick={() => setOpen(false)}>
            {t(accountKeys[displayTier(user.membershipTier)])}
          </Link>
          {staffLinks(user).map(({ to, label }) => (
            <Link key={to} role="menuitem" to={to} className={itemClass} onClick={() => setOpen(false)}>
              {t(label)}
            </Link>
          ))}
          <a role="menuitem" href="/api/logout" className={itemClass} onClick={signOutClearingCaches}>
            {t("signOut")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
