import { describe, expect, it } from 'vitest';
import { nextStep, politeNextAt } from '../../../../../src/features/tracking/model/next-step';
import { EMPTY_RUN, type QueueEntry } from '../../../../../src/features/tracking/model/run-state';

const entry = (itemId: string, store: string, manual = false): QueueEntry => ({ listId: 'l1', itemId, store, manual });
const now = 1_000_000;

describe('nextStep', () => {
  it('is idle with an empty queue', () => {
    expect(nextStep(EMPTY_RUN, now)).toEqual({ kind: 'idle' });
  });

  it('checks the first item whose store is ready, skipping stores in their interval', () => {
    const run = { ...EMPTY_RUN, queue: [entry('a', 's1'), entry('b', 's2')], storeNextAt: { s1: now + 5000 } };
    expect(nextStep(run, now)).toEqual({ kind: 'check', entry: entry('b', 's2') });
  });

  it('waits for the earliest store when none is ready', () => {
    const run = {
      ...EMPTY_RUN,
      queue: [entry('a', 's1'), entry('b', 's2')],
      storeNextAt: { s1: now + 5000 },
      storeBackoff: { s2: { failures: 1, until: now + 3000, outcome: 'http-error' as const } },
    };
    expect(nextStep(run, now)).toEqual({ kind: 'wait', until: now + 3000 });
  });

  it('holds manual items to the same politeness and back-off', () => {
    const run = { ...EMPTY_RUN, queue: [entry('a', 's1', true)], storeBackoff: { s1: { failures: 2, until: now + 60_000, outcome: 'bot-check' as const } } };
    expect(nextStep(run, now)).toEqual({ kind: 'wait', until: now + 60_000 });
  });

  it('holds everything during a quota back-off', () => {
    const run = { ...EMPTY_RUN, queue: [entry('a', 's1')], quota: { failures: 1, until: now + 300_000 } };
    expect(nextStep(run, now)).toEqual({ kind: 'wait', until: now + 300_000 });
    expect(nextStep({ ...run, quota: { failures: 1, until: now } }, now)).toMatchObject({ kind: 'check' });
  });

  it('starts nothing while an item is in flight', () => {
    expect(nextStep({ ...EMPTY_RUN, queue: [entry('a', 's1')], inFlight: entry('b', 's2') }, now)).toEqual({ kind: 'idle' });
  });
});

describe('politeNextAt', () => {
  it('adds the interval and a random share of the jitter', () => {
    expect(politeNextAt(now, 10_000, 5000, () => 0)).toBe(now + 10_000);
    expect(politeNextAt(now, 10_000, 5000, () => 0.999)).toBe(now + 14_995);
  });
});
