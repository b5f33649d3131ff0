import { lazy, Suspense, useMemo } from "react";
import { useLanguage } from "../../i18n";
import { rtlLanguages } from "../../i18n/define";
import { numberFormat } from "../../lib/intl-formats";
import type { ChartSeries } from "./insights-chart";

// Lazy: uPlot is fetched when a report first draws, never by another page.
const InsightsChart = lazy(() => import("./insights-chart"));

/**
 * A report's chart. The canvas is one picture to a screen reader (role="img", named by `label`, which
 * points to the table after it): the numbers themselves are read from that table.
 */
export function ChartFigure({
  label,
  labels,
  xLabel,
  series,
  kind,
  format = "number",
}: {
  label: string;
  labels: string[];
  xLabel: string;
  series: ChartSeries[];
  kind: "line" | "bar";
  format?: "number" | "sar";
}) {
  const { language } = useLanguage();
  const props = useMemo(() => {
    const formatter = numberFormat(language, format === "sar" ? { maximumFractionDigits: 0 } : {});
    return {
      labels,
      xLabel,
      series,
      kind,
      rtl: rtlLanguages.includes(language),
      formatNumber: (value: number) => formatter.format(value),
    };
  }, [labels, xLabel, series, kind, language, format]);
  return (
    <figure
      role="img"
      aria-label={label}
      className="min-h-[260px] rounded-lg border border-slate-200 bg-white p-2"
    >
      <Suspense fallback={<div className="h-[260px]" />}>
        <InsightsChart {...props} />
      </Suspense>
    </figure>
  );
}
