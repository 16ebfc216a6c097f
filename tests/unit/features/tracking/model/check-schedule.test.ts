import { describe, expect, it } from 'vitest';
import { askedChecksOf } from '../../../../../src/features/tracking/model/check-schedule';
import { EMPTY_RUN, type QueueEntry, type RunState } from '../../../../../src/features/tracking/model/run-state';

const entry = (itemId: string, store: string, manual = true): QueueEntry => ({ listId: 'L', itemId, store, manual });
const NOW = 1_000_000;
const GAP = 10_000;

describe('askedChecksOf: when each asked check may start', () => {
  it('an idle store starts at once; the next of the same store waits a politeness gap; another store does not', () => {
    const run: RunState = { ...EMPTY_RUN, queue: [entry('a', 'one.example'), entry('b', 'one.example'), entry('c', 'two.example')] };
    expect(askedChecksOf(run, GAP, NOW)).toEqual({ startsAt: { 'L/a': NOW, 'L/b': NOW + GAP, 'L/c': NOW }, checking: null });
  });

  it('waits out the gap after the store\'s last request, its back-off, and a quota wait', () => {
    const run: RunState = {
      ...EMPTY_RUN,
      queue: [entry('a', 'one.example'), entry('b', 'two.example')],
      storeNextAt: { 'one.example': NOW + 8_000 },
      storeBackoff: { 'two.example': { failures: 1, until: NOW + 60_000, outcome: 'timeout' } },
    };
    expect(askedChecksOf(run, GAP, NOW).startsAt).toEqual({ 'L/a': NOW + 8_000, 'L/b': NOW + 60_000 });
    expect(askedChecksOf({ ...run, quota: { failures: 1, until: NOW + 90_000 } }, GAP, NOW).startsAt).toEqual({ 'L/a': NOW + 90_000, 'L/b': NOW + 90_000 });
  });

  it('lists only the checks the shopper asked for, and names the one being fetched', () => {
    const run: RunState = { ...EMPTY_RUN, queue: [entry('a', 'one.example'), entry('x', 'one.example', false)], inFlight: entry('b', 'two.example') };
    expect(askedChecksOf(run, GAP, NOW)).toEqual({ startsAt: { 'L/a': NOW }, checking: 'L/b' });
    expect(askedChecksOf({ ...run, inFlight: entry('y', 'two.example', false) }, GAP, NOW).checking).toBeNull();
  });
});
