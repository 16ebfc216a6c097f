import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../../../src/features/tracking/model/retry-after';

const now = Date.parse('2026-11-25T08:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, relative to now', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 08:05:00 GMT', now)).toBe(300_000);
  });

  it('treats a date in the past as no wait', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 07:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent, negative, fractional and unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('1.5', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
  });
});
