import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';
import { chartScale, dateTicks, nearestPoint, priceAxis, timeFrame, type ChartFrame } from './chart-frame';
import type { PriceStep, StockGap } from './price-stats';

export { chartScale } from './chart-frame';

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

/** A price the chart marks with a point and can read out: one the store showed at `at`. */
export interface ChartPoint {
  at: number;
  amount: number;
}

interface PriceChartProps {
  steps: readonly PriceStep[];
  gaps: readonly StockGap[];
  /** The prices observed in the window, oldest first: the points, and what hover and the keys read out. */
  points: readonly ChartPoint[];
  windowStart: number;
  now: number;
  /** The middle half of the time's prices, drawn as a band; null when there is no range. */
  typical: { low: number; high: number } | null;
  currency: string | null;
  /** The shopper's price locale; the browser's when undefined. */
  locale?: string | undefined;
  /** What the chart shows, for screen readers. */
  label: string;
}

const HEIGHT = 184;
const DEFAULT_WIDTH = 348;
const MARGIN = { top: 12, right: 12, bottom: 24 };
/** About how wide a digit of the axis's 11 px labels is, to leave the price labels their room. */
const CHARACTER_WIDTH = 6.4;

// Dates follow the browser's language, as every other word; prices the shopper's price locale.
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit' });
const readoutFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The chart's width: its box's, followed as the popup or window changes size. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The price history as a chart that explains it: a price axis in the item's currency, a date axis,
 * the price's steps and the points observed, the typical range as a band, the out-of-stock spans
 * shaded, and the lowest and highest prices marked. Hovering it, or moving along it with the arrow
 * keys (it is a slider over the observations), reads out a point's date and price.
 */
export function PriceChart({ steps, gaps, points, windowStart, now, typical, currency, locale, label }: PriceChartProps) {
  const { box, width } = useWidth();
  const [cursor, setCursor] = useState<number | null>(null);
  const price = (amount: number) => formatPrice(amount, currency, locale);
  // The axis's round prices without cents ("$110"), which say nothing on a tick.
  const tickPrice = (amount: number) => formatPrice(amount, currency, locale, { whole: true });

  const amounts = points.map((point) => point.amount).concat(steps.map((step) => step.amount));
  const axis = priceAxis(Math.min(...amounts), Math.max(...amounts));
  const first = Math.min(...points.map((point) => point.at), ...steps.map((step) => step.from));
  const time = timeFrame(first, windowStart, now);
  const left = 8 + Math.max(...axis.ticks.map((tick) => tickPrice(tick).length)) * CHARACTER_WIDTH;
  const frame: ChartFrame = { ...time, low: axis.low, high: axis.high, left, top: MARGIN.top, width: Math.max(40, width - left - MARGIN.right), height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const { x, y } = chartScale(frame);
  const plotRight = left + frame.width;
  const plotBottom = MARGIN.top + frame.height;
  const months = time.end - time.start > 62 * 24 * 3600 * 1000;
  const dates = dateTicks(time.start, time.end, Math.max(2, Math.floor(frame.width / 80)));
  const clampX = (value: number) => Math.min(plotRight, Math.max(left, value));

  const lowestIndex = points.reduce((best, point, index) => (point.amount < (points[best]?.amount ?? Infinity) ? index : best), 0);
  const highestIndex = points.reduce((best, point, index) => (point.amount > (points[best]?.amount ?? -Infinity) ? index : best), 0);
  const extremes = points.length > 1 && points[lowestIndex]?.amount !== points[highestIndex]?.amount ? [lowestIndex, highestIndex] : [];

  const shown = cursor === null ? null : (points[cursor] ?? null);
  const readout = (point: ChartPoint) => t('historyChartPoint', [readoutFormat.format(point.at), price(point.amount)]);

  function pointAt(event: PointerEvent<HTMLDivElement>) {
    const bounds = event.currentTarget.getBoundingClientRect();
    const at = time.start + ((event.clientX - bounds.left - left) / frame.width) * (time.end - time.start);
    setCursor(nearestPoint(points, at));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = points.length - 1;
    const current = cursor ?? last;
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? Math.max(0, current - 1)
      : event.key === 'ArrowRight' || event.key === 'ArrowUp' ? Math.min(last, current + 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
  }

  const labelAnchor = (at: number) => (x(at) < left + 24 ? 'start' : x(at) > plotRight - 24 ? 'end' : 'middle');

  return (
    <div className="price-chart-frame" ref={box} onPointerMove={pointAt} onPointerLeave={() => setCursor(null)}>
      <svg className="price-chart" role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line className="price-chart-grid" x1={left} x2={plotRight} y1={y(tick)} y2={y(tick)} />
            <text className="price-chart-axis-label" x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tickPrice(tick)}
            </text>
          </g>
        ))}
        {typical !== null && (
          <rect className="price-chart-band" x={left} width={frame.width} y={y(typical.high)} height={Math.max(2, y(typical.low) - y(typical.high))} />
        )}
        {gaps.map((gap) => (
          <rect key={gap.from} className="price-chart-gap" x={clampX(x(gap.from))} y={MARGIN.top} width={Math.max(2, clampX(x(gap.to)) - clampX(x(gap.from)))} height={frame.height} />
        ))}
        <line className="price-chart-grid" x1={left} x2={plotRight} y1={plotBottom} y2={plotBottom} />
        {dates.map((at) => (
          <g key={at}>
            <line className="price-chart-grid" x1={x(at)} x2={x(at)} y1={plotBottom} y2={plotBottom + 4} />
            <text className="price-chart-axis-label" x={x(at)} y={HEIGHT - 6} textAnchor={labelAnchor(at)}>
              {(months ? monthFormat : dayFormat).format(at)}
            </text>
          </g>
        ))}
        <path className="price-chart-line" d={stepPath(steps, frame)} />
        {points.map((point, index) => (
          <circle key={index} className="price-chart-point" cx={x(point.at)} cy={y(point.amount)} r={3} />
        ))}
        {extremes.map((index) => {
          const point = points[index] as ChartPoint;
          const below = index === lowestIndex;
          return (
            <g key={`extreme-${index}`} className="price-chart-extreme-mark">
              <circle className="price-chart-extreme" cx={x(point.at)} cy={y(point.amount)} r={4} />
              <text
                className="price-chart-extreme-label"
                x={x(point.at)}
                y={y(point.amount) + (below ? 16 : -9)}
                textAnchor={labelAnchor(point.at)}
              >
                {t(below ? 'historyChartLowest' : 'historyChartHighest', price(point.amount))}
              </text>
            </g>
          );
        })}
        {shown !== null && (
          <g className="price-chart-cursor-mark">
            <line className="price-chart-cursor" x1={x(shown.at)} x2={x(shown.at)} y1={MARGIN.top} y2={plotBottom} />
            <circle className="price-chart-cursor-point" cx={x(shown.at)} cy={y(shown.amount)} r={5} />
          </g>
        )}
      </svg>
      <div
        className="price-chart-slider"
        role="slider"
        tabIndex={0}
        style={{ left, top: MARGIN.top, width: frame.width, height: frame.height }}
        aria-label={t('historyChartCursorLabel')}
        aria-valuemin={1}
        aria-valuemax={points.length}
        aria-valuenow={(cursor ?? points.length - 1) + 1}
        aria-valuetext={readout((shown ?? points.at(-1)) as ChartPoint)}
        onFocus={() => setCursor((current) => current ?? points.length - 1)}
        onBlur={() => setCursor(null)}
        onKeyDown={onKeyDown}
      />
      <p className="price-chart-readout" aria-hidden="true">
        {shown === null ? t('historyChartHint') : readout(shown)}
      </p>
    </div>
  );
}
