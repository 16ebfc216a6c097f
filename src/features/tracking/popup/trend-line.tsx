import type { TrendPoint } from '../model/tracking';

const WIDTH = 56;
const HEIGHT = 16;

/**
 * The trend's priced points as SVG polyline coordinates within width x height (oldest at the left,
 * evenly spaced: a row's line shows the direction of the changes, not their timing); null with
 * fewer than two prices.
 */
export function trendPolyline(trend: readonly TrendPoint[], width: number, height: number): string | null {
  const amounts = trend.flatMap((point) => (point.amount === null ? [] : [point.amount]));
  if (amounts.length < 2) return null;
  const low = Math.min(...amounts);
  const span = Math.max(...amounts) - low;
  const step = width / (amounts.length - 1);
  return amounts
    .map((amount, index) => {
      const y = span === 0 ? height / 2 : height - ((amount - low) / span) * height;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A small line of the item's latest price changes, drawn for sighted shoppers; the price says it in words. */
export function TrendLine({ trend }: { trend: readonly TrendPoint[] }) {
  const points = trendPolyline(trend, WIDTH, HEIGHT - 2);
  if (points === null) return null;
  return (
    <svg className="trend-line" width={WIDTH} height={HEIGHT} viewBox={`0 -1 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
