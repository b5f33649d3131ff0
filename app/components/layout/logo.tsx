import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";

export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT(shellMessages);
  return (
    // The name is the visible text plus the full name (WCAG 2.5.3 Label in Name): an aria-label
    // without "SPPC" in it would not match what voice-control users read on screen.
    <Link to="/" className="flex items-center gap-2 font-bold text-brand-800">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg">{t("communityName")}</span>{" "}
      <span
        className={
          compact ? "sr-only" : "sr-only text-xs font-normal text-slate-600 lg:not-sr-only lg:inline"
        }
      >
        {t("communityFullName")}
      </span>
    </Link>
  );
}
