import { Lock, Pin } from "lucide-react";
import { useT } from "../../i18n";
import { forumsMessages } from "../../i18n/messages/forums";

/** Pinned and locked markers, in words as well as icons. */
export function ThreadBadges({ isPinned, isLocked }: { isPinned: boolean; isLocked: boolean }) {
  const t = useT(forumsMessages);
  if (!isPinned && !isLocked) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {isPinned ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
          <Pin aria-hidden="true" className="size-3" />
          {t("pinned")}
        </span>
      ) : null}
      {isLocked ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
          <Lock aria-hidden="true" className="size-3" />
          {t("locked")}
        </span>
      ) : null}
    </span>
  );
}
