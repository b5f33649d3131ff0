import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLanguage } from "../../i18n";
import { rtlLanguages } from "../../i18n/define";

/** Right-to-left pages put "next" on the left, so there ArrowLeft moves forward. */
export function useArrowStep(): (key: string) => number {
  const rtl = rtlLanguages.includes(useLanguage().language);
  return (key) => {
    const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
    return rtl ? -step : step;
  };
}

/** Previous (step -1) or next (step 1), pinned to the start or end edge of a relative parent. */
export function StepButton({ step, label, onClick }: { step: -1 | 1; label: string; onClick: () => void }) {
  const Icon = step < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 ${
        step < 0 ? "start-2" : "end-2"
      }`}
    >
      <Icon aria-hidden="true" className="size-6 rtl:rotate-180" />
    </button>
  );
}
