import type { PriceStep, StockGap } from './price-stats';

export interface ChartFrame {
  start: number;
  end: number;
  low: number;
  high: number;
  width: number;
  height: number;
}

/** Maps a time and a price into the chart's box (higher prices further up). */
export function chartScale(frame: ChartFrame) {
  const span = frame.high - frame.low;
  return {
    x: (at: number) => round(((at - frame.start) / (frame.end - frame.start)) * frame.width),
    y: (amount: number) => round(span === 0 ? frame.height / 2 : frame.height - ((amount - frame.low) / span) * frame.height),
  };
}

/**
 * The price as a staircase: it holds level until the next observed price, then moves straight up or
 * down (a price does not drift between two checks, so a sloped line would show prices never seen).
 */
export function stepPath(steps: readonly PriceStep[], frame: ChartFrame): string {
  const { x, y } = chartScale(frame);
  const commands = steps.map((step, index) =>
    index === 0 ? `M${x(step.from)},${y(step.amount)}` : `H${x(step.from)} V${y(step.amount)}`,
  );
  const last = steps.at(-1);
  return last === undefined ? '' : [...commands, `H${x(last.to)}`].join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

interface PriceChartProps {
  steps: readonly PriceStep[];
  gaps: readonly StockGap[];
  start: number;
  end: number;
  /** Says what the chart shows, for screen readers. */
  label: string;
  width?: number;
  height?: number;
}

/** The price steps over the window, with the out-of-stock spans shaded behind them. */
export function PriceChart({ steps, gaps, start, end, label, width = 340, height = 110 }: PriceChartProps) {
  const amounts = steps.map((step) => step.amount);
  // A margin above and below, so the lowest and highest steps do not sit on the edges.
  const pad = (Math.max(...amounts) - Math.min(...amounts)) * 0.1 || Math.max(...amounts) * 0.05 || 1;
  const frame = { start, end, low: Math.min(...amounts) - pad, high: Math.max(...amounts) + pad, width, height };
  const { x } = chartScale(frame);
  return (
    <svg className="price-chart" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {gaps.map((gap) => (
        <rect key={gap.from} className="price-chart-gap" x={x(gap.from)} y={0} width={Math.max(1, x(gap.to) - x(gap.from))} height={height} />
      ))}
      <path className="price-chart-line" d={stepPath(steps, frame)} fill="none" strokeWidth="2" />
    </svg>
  );
}
