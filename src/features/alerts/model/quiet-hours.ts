/** Quiet hours in the shopper's time zone (an IANA name such as `Europe/Paris`). */

import type { QuietHours } from './alerts';

export type { QuietHours };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsAt(timeZone: string, at: number): Record<string, string> {
  return Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
}

/** The wall-clock minute of the day at `at` in the zone: DST is the zone's rules, as Intl knows them. */
export function localMinuteOf(timeZone: string, at: number): number {
  const parts = partsAt(timeZone, at);
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** The local date (`YYYY-MM-DD`) at `at` in the zone: the daily cap's day. */
export function localDayOf(timeZone: string, at: number): string {
  const parts = partsAt(timeZone, at);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether `at` falls in the quiet hours; equal start and end mean none. */
export function isQuiet(quiet: QuietHours | null, timeZone: string, at: number): boolean {
  if (quiet === null || quiet.start === quiet.end) return false;
  const minute = localMinuteOf(timeZone, at);
  return quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
}

/** Whether the name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}
