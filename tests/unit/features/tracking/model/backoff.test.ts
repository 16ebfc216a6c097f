import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backsOffStore, nextBackoff } from '../../../../../src/features/tracking/model/backoff';

const now = 1_000_000;

describe('nextBackoff', () => {
  it('doubles from a minute with each failure in a row', () => {
    const first = nextBackoff(undefined, 'http-error', null, now);
    const second = nextBackoff(first, 'http-error', null, now);
    const third = nextBackoff(second, 'timeout', null, now);
    expect([first.until, second.until, third.until].map((until) => until - now)).toEqual([60_000, 120_000, 240_000]);
    expect(third).toMatchObject({ failures: 3, outcome: 'timeout' });
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(nextBackoff(undefined, 'http-error', 600_000, now).until - now).toBe(600_000);
    const long = nextBackoff(undefined, 'http-error', null, now);
    expect(nextBackoff({ ...long, failures: 5 }, 'http-error', 1000, now).until - now).toBe(60_000 * 32);
  });

  it('never waits more than a day, however many failures or whatever Retry-After says', () => {
    expect(nextBackoff({ failures: 40, until: 0, outcome: 'http-error' }, 'http-error', null, now).until - now).toBe(BACKOFF_CAP_MS);
    expect(nextBackoff(undefined, 'bot-check', 10 * BACKOFF_CAP_MS, now).until - now).toBe(BACKOFF_CAP_MS);
  });
});

describe('backsOffStore', () => {
  it('backs the store off for answers about the store, not about one page', () => {
    expect(['bot-check', 'http-error', 'timeout', 'network-error'].every((o) => backsOffStore(o as never))).toBe(true);
    expect(['ok', 'page-gone', 'page-changed', 'login-wall', 'currency-mismatch'].some((o) => backsOffStore(o as never))).toBe(false);
  });
});
