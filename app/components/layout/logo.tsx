import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";

export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT(shellMessages);
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold text-brand-800"
      aria-label={t("communityFullName")}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg">{t("communityName")}</span>
      {compact ? null : (
        <span className="hidden text-xs font-normal text-slate-600 lg:inline">{t("communityFullName")}</span>
      )}
    </Link>
  );
}
