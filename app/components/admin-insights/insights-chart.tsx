// The one module that imports uPlot: loaded with React.lazy by chart-figure.tsx, so the chart library
// and its stylesheet reach only the admin reports page (decision 0007 says why uPlot).
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type ChartSeries = { label: string; values: number[]; color: string };

export type InsightsChartProps = {
  /** One label per point on the x axis (a month, an event's day, a partner). */
  labels: string[];
  /** What the x axis holds ("Month"), named in the legend before the values at the cursor. */
  xLabel: string;
  series: ChartSeries[];
  kind: "line" | "bar";
  /** Right to left (Arabic, Urdu): the x axis runs from the right and the value axis sits on the right. */
  rtl: boolean;
  /** Numbers in the reader's locale (Intl), on the axis and in the legend. */
  formatNumber: (value: number) => string;
};

const HEIGHT = 260;
const WHOLE_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].map((scale) => step * scale))
  .sort((a, b) => a - b);
const MIN_WIDTH = 280;

/** Side by side bars: one series fills the middle, two sit either side of their point. */
function barPaths(index: number, count: number) {
  const bars = uPlot.paths.bars;
  if (!bars) return undefined;
  if (count === 1) return bars({ size: [0.6, 48], align: 0 });
  return bars({ size: [0.8 / count, 32], align: index === 0 ? -1 : 1 });
}

function options(props: InsightsChartProps, width: number): uPlot.Options {
  const { labels, xLabel, series, kind, rtl, formatNumber } = props;
  const bars = kind === "bar" && series.length <= 2;
  const labelAt = (value: number) => labels[Math.round(value)] ?? "";
  return {
    width,
    height: HEIGHT,
    scales: {
      x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        incrs: [1, 2, 3, 4, 6, 12, 24, 48],
        values: (_plot, splits) => splits.map((split) => (Number.isInteger(split) ? labelAt(split) : "")),
      },
      // Whole steps: every report counts people, payments or riyals, never fractions of one.
      {
        side: rtl ? 1 : 3,
        incrs: WHOLE_STEPS,
        values: (_plot, splits) => splits.map(formatNumber),
        size: 56,
      },
    ],
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: xLabel, value: (_plot, value) => (value === null ? "" : labelAt(value)) },
      ...series.map((one, index) => ({
        label: one.label,
        stroke: one.color,
        width: 2,
        fill: bars ? one.color : undefined,
        paths: bars ? barPaths(index, series.length) : undefined,
        points: { show: !bars },
        value: (_plot: uPlot, value: number | null) => (value === null ? "" : formatNumber(value)),
      })),
    ],
  };
}

/** A chart drawn on canvas by uPlot, redrawn when its data or language changes, resized with its box. */
export default function InsightsChart({
  labels,
  xLabel,
  series,
  kind,
  rtl,
  formatNumber,
}: InsightsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, MIN_WIDTH);
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...series.map((one) => one.values)];
    const plot = new uPlot(
      options({ labels, xLabel, series, kind, rtl, formatNumber }, width()),
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [labels, xLabel, series, kind, rtl, formatNumber]);
  return <div ref={box} dir={rtl ? "rtl" : "ltr"} className="insights-chart w-full overflow-hidden" />;
}
