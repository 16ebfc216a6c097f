const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** What the chart shows: a time span and a price span, mapped into a plot box inside the SVG. */
export interface ChartFrame {
  start: number;
  end: number;
  low: number;
  high: number;
  /** The plot's box in the SVG (its left and top default to 0). */
  left?: number;
  top?: number;
  width: number;
  height: number;
}

/**
 * The span of time the chart shows for prices first seen at `first`: the whole window when the
 * history reaches back that far (or nearly), else from a little before the first price to now. An
 * item with its first readings only hours old gets a day around them, so its points sit inside the
 * chart, not on an empty month's right edge.
 */
export function timeFrame(first: number, windowStart: number, now: number): { start: number; end: number } {
  const known = now - first;
  if (first <= windowStart + (now - windowStart) * 0.2) return { start: windowStart, end: now };
  if (known < 12 * HOUR) return { start: first - 12 * HOUR, end: Math.max(now, first) + 12 * HOUR };
  return { start: Math.max(windowStart, first - Math.max(6 * HOUR, known * 0.08)), end: now };
}

/** The step between price ticks: 1, 2, 2.5 or 5 times a power of ten, for about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * The price axis for prices from `low` to `high`: round ticks, and the axis's own low and high on
 * the ticks around them, with room above and below. A single price sits in the middle.
 */
export function priceAxis(low: number, high: number, count = 4): { low: number; high: number; ticks: number[] } {
  const margin = high > low ? (high - low) * 0.15 : Math.max(high * 0.1, 1);
  const step = niceStep(high - low + 2 * margin, count);
  const from = Math.max(0, Math.floor((low - margin) / step) * step);
  const to = Math.ceil((high + margin) / step) * step;
  const ticks: number[] = [];
  for (let tick = from; tick <= to + step / 1e6; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { low: from, high: to, ticks };
}

/** Local midnight at or after `at`. */
function nextMidnight(at: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  return date.getTime() < at ? date.getTime() + DAY : date.getTime();
}

/** The first of the month at or after `at`, local time. */
function nextMonth(at: number, months: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  date.setDate(1);
  while (date.getTime() < at || date.getMonth() % months !== 0) date.setMonth(date.getMonth() + 1);
  return date.getTime();
}

/**
 * Dates to label on the time axis between `start` and `end`, at most `max` of them, on calendar
 * boundaries a shopper reads at a glance: midnights a day or a week apart, or first days of months
 * one, three or six apart.
 */
export function dateTicks(start: number, end: number, max = 4): number[] {
  const span = end - start;
  const ticks: number[] = [];
  const dayStep = [1, 2, 7, 14].find((days) => span / (days * DAY) <= max);
  if (dayStep !== undefined) {
    for (let at = nextMidnight(start); at <= end; at = nextMidnight(at + dayStep * DAY - 2 * HOUR)) ticks.push(at);
    return ticks.length > max ? ticks.filter((_, index) => index % Math.ceil(ticks.length / max) === 0) : ticks;
  }
  const months = [1, 3, 6, 12].find((step) => span / (step * 30.4 * DAY) <= max) ?? 12;
  for (let at = nextMonth(start, months); at <= end; at = nextMonth(at + DAY, months)) ticks.push(at);
  return ticks;
}

/** Maps a time and a price into the plot box (higher prices further up). */
export function chartScale(frame: ChartFrame) {
  const { left = 0, top = 0 } = frame;
  const span = frame.high - frame.low;
  return {
    x: (at: number) => round(left + ((at - frame.start) / (frame.end - frame.start)) * frame.width),
    y: (amount: number) => round(top + (span === 0 ? frame.height / 2 : frame.height - ((amount - frame.low) / span) * frame.height)),
  };
}

/** The index of the point nearest to `at` in time (points oldest first); -1 without points. */
export function nearestPoint(points: readonly { at: number }[], at: number): number {
  let best = -1;
  let distance = Infinity;
  points.forEach((point, index) => {
    const away = Math.abs(point.at - at);
    if (away < distance) {
      best = index;
      distance = away;
    }
  });
  return best;
}

const round = (value: number) => Math.round(value * 10) / 10;
