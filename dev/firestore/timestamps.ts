import { invalidArgument } from './errors';
import { isObject } from './json-shape';

/**
 * Timestamps are kept as canonical RFC 3339 strings with nine fractional digits, so that two
 * of them compare correctly as plain strings.
 */

const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

export interface SecondsNanos {
  seconds: number;
  nanos: number;
}

export function formatTimestamp({ seconds, nanos }: SecondsNanos): string {
  const iso = new Date(seconds * 1000).toISOString(); // yyyy-mm-ddThh:mm:ss.000Z
  return `${iso.slice(0, 19)}.${String(nanos).padStart(9, '0')}Z`;
}

/** A version is a count of microseconds since the epoch; commit times are versions. */
export function versionToTimestamp(version: number): string {
  const seconds = Math.floor(version / 1_000_000);
  const micros = version - seconds * 1_000_000;
  return formatTimestamp({ seconds, nanos: micros * 1000 });
}

export function timestampToVersion(timestamp: string): number {
  const { seconds, nanos } = parseTimestamp(timestamp, 'timestamp');
  return seconds * 1_000_000 + Math.floor(nanos / 1000);
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

export function parseTimestamp(value: unknown, where: string): SecondsNanos {
  let result: SecondsNanos;
  if (typeof value === 'string') {
    const match = RFC3339.exec(value);
    if (!match) throw invalidArgument(`Invalid value at '${where}': invalid timestamp "${value}".`);
    const fraction = match[7] ?? '';
    const zone = match[8] ?? 'Z';
    const millis = Date.parse(`${value.slice(0, 19)}${zone.toUpperCase()}`);
    if (Number.isNaN(millis)) throw invalidArgument(`Invalid value at '${where}': invalid timestamp "${value}".`);
    result = { seconds: Math.floor(millis / 1000), nanos: Number(fraction.padEnd(9, '0')) };
  } else if (isObject(value)) {
    const seconds = Number(value.seconds ?? 0);
    const nanos = Number(value.nanos ?? 0);
    if (!Number.isInteger(seconds) || !Number.isInteger(nanos) || nanos < 0 || nanos > 999_999_999) {
      throw invalidArgument(`Invalid value at '${where}': invalid timestamp.`);
    }
    result = { seconds, nanos };
  } else {
    throw invalidArgument(`Invalid value at '${where}': expected a timestamp.`);
  }
  if (result.seconds < MIN_SECONDS || result.seconds > MAX_SECONDS) {
    throw invalidArgument(`Invalid value at '${where}': timestamp out of range.`);
  }
  return result;
}

export function canonicalTimestamp(value: unknown, where: string): string {
  return formatTimestamp(parseTimestamp(value, where));
}
