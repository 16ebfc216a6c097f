import { describe, expect, it } from 'vitest';
import { finishCheck, afterWrite } from '../../../../../src/features/tracking/model/finish-check';
import { failedReading } from '../../../../../src/features/tracking/model/reading-of';
import {
  beginCheck,
  dropScheduledGroup,
  dropWithoutAccess,
  enqueueManual,
  enqueueScheduled,
  prune,
  recoverInterrupted,
} from '../../../../../src/features/tracking/model/run-queue';
import { EMPTY_RUN, type QueueEntry } from '../../../../../src/features/tracking/model/run-state';

const entry = (itemId: string, store = 's1', manual = false, listId = 'l1'): QueueEntry => ({ listId, itemId, store, manual });
const ids = (queue: QueueEntry[]) => queue.map((queued) => `${queued.itemId}${queued.manual ? '!' : ''}`);

describe('the run queue', () => {
  it('adds scheduled items once, not again while queued or in flight', () => {
    const run = enqueueScheduled({ ...EMPTY_RUN, inFlight: entry('c') }, [entry('a'), entry('b')], 0);
    expect(ids(enqueueScheduled(run, [entry('a'), entry('c'), entry('d')], 0).queue)).toEqual(['a', 'b', 'd']);
  });

  it("does not queue a group whose lease another browser holds, until the lease ends", () => {
    const run = { ...EMPTY_RUN, leases: { 'l1|s1': { taken: false, until: 100 } } };
    expect(ids(enqueueScheduled(run, [entry('a'), entry('b', 's2')], 50).queue)).toEqual(['b']);
    expect(ids(enqueueScheduled(run, [entry('a')], 100).queue)).toEqual(['a']);
  });

  it('puts "Check now" at the front, moving a scheduled entry rather than doubling it', () => {
    const run = enqueueScheduled(EMPTY_RUN, [entry('a'), entry('b')], 0);
    const next = enqueueManual(run, [entry('b')], 'front');
    expect(ids(next.queue)).toEqual(['b!', 'a']);
    expect(next.progress).toEqual({ done: 0, total: 1 });
  });

  it('puts "Check all" after earlier manual items and counts each item once', () => {
    let run = enqueueScheduled(EMPTY_RUN, [entry('a')], 0);
    run = enqueueManual(run, [entry('x')], 'front');
    run = enqueueManual(run, [entry('a'), entry('x'), entry('y')], 'after-manual');
    expect(ids(run.queue)).toEqual(['x!', 'a!', 'y!']);
    expect(run.progress).toEqual({ done: 0, total: 3 });
  });

  it('counts each finished manual item once and ends progress with the last', () => {
    let run = enqueueManual(EMPTY_RUN, [entry('a'), entry('b')], 'after-manual');
    run = beginCheck(run, run.queue[0]!, 100, 200);
    run = finishCheck(run, entry('a', 's1', true), failedReading('timeout', 150), null, 150);
    expect(run.progress).toEqual({ done: 1, total: 2 });
    run = beginCheck(run, run.queue[0]!, 300, 400);
    run = finishCheck(run, entry('b', 's1', true), failedReading('page-gone', 350), null, 350);
    expect(run.progress).toBeNull();
  });

  it('marks the item checked and the store asked before the request goes out', () => {
    const run = beginCheck(enqueueScheduled(EMPTY_RUN, [entry('a')], 0), entry('a'), 1000, 11_000);
    expect(run).toMatchObject({ queue: [], inFlight: entry('a'), ownChecks: { 'l1/a': 1000 }, storeNextAt: { s1: 11_000 } });
  });

  it('counts an item left in flight by a stopped worker as checked, once, and does not queue it again', () => {
    let run = enqueueManual(EMPTY_RUN, [entry('a'), entry('b')], 'after-manual');
    run = beginCheck(run, run.queue[0]!, 1000, 11_000);
    const recovered = recoverInterrupted(run);
    expect(recovered.inFlight).toBeNull();
    expect(recovered.progress).toEqual({ done: 1, total: 2 });
    expect(ids(recovered.queue)).toEqual(['b!']);
    expect(recovered.ownChecks['l1/a']).toBe(1000);
    expect(recoverInterrupted(recovered)).toBe(recovered);
  });

  it('drops items of stores whose access was revoked, and their share of progress', () => {
    const run = enqueueManual(EMPTY_RUN, [entry('a', 's1'), entry('b', 's2')], 'after-manual');
    const next = dropWithoutAccess(run, ['s2']);
    expect(ids(next.queue)).toEqual(['b!']);
    expect(next.progress).toEqual({ done: 0, total: 1 });
    expect(dropWithoutAccess(run, []).progress).toBeNull();
  });

  it("drops a group's scheduled items, not manual ones, when another browser holds its lease", () => {
    let run = enqueueScheduled(EMPTY_RUN, [entry('a'), entry('b', 's2'), entry('c', 's1', false, 'l2')], 0);
    run = enqueueManual(run, [entry('d')], 'front');
    expect(ids(dropScheduledGroup(run, 'l1', 's1').queue)).toEqual(['d!', 'b', 'c']);
  });
});

describe('finishing a check', () => {
  it('keeps the reading for writing, in the same state as the finished check', () => {
    const reading = failedReading('page-gone', 5);
    const run = finishCheck(beginCheck(EMPTY_RUN, entry('a'), 1, 2), entry('a'), reading, null, 5);
    expect(run.inFlight).toBeNull();
    expect(run.pending).toEqual([{ listId: 'l1', itemId: 'a', reading }]);
  });

  it("backs the store off after a failure, honouring Retry-After, and clears it after a success", () => {
    let run = finishCheck(EMPTY_RUN, entry('a'), failedReading('http-error', 0), 120_000, 0);
    expect(run.storeBackoff.s1).toEqual({ failures: 1, until: 120_000, outcome: 'http-error' });
    run = finishCheck(run, entry('b'), failedReading('timeout', 0), null, 200_000);
    expect(run.storeBackoff.s1).toEqual({ failures: 2, until: 320_000, outcome: 'timeout' });
    run = finishCheck(run, entry('c'), { ...failedReading('timeout', 0), outcome: 'ok' }, null, 400_000);
    expect(run.storeBackoff.s1).toBeUndefined();
  });

  it('does not back the store off for one page that is gone or changed', () => {
    expect(finishCheck(EMPTY_RUN, entry('a'), failedReading('page-gone', 0), null, 0).storeBackoff).toEqual({});
  });
});

describe('afterWrite', () => {
  it('removes written readings, keeps the rest, and backs off on quota with a doubling wait', () => {
    const kept = failedReading('timeout', 1);
    const written = failedReading('page-gone', 2);
    const run = { ...EMPTY_RUN, pending: [{ listId: 'l1', itemId: 'a', reading: kept }, { listId: 'l1', itemId: 'b', reading: written }] };
    expect(afterWrite(run, [written], false, 0).pending.map((p) => p.reading)).toEqual([kept]);
    const first = afterWrite(run, [], true, 0);
    expect(first.pending).toHaveLength(2);
    expect(first.quota).toEqual({ failures: 1, until: 300_000 });
    expect(afterWrite(first, [], true, 0).quota).toEqual({ failures: 2, until: 600_000 });
    expect(afterWrite(first, [written], false, 10).quota).toBeNull();
  });
});

describe('prune', () => {
  it('forgets old own checks and ended leases, and changes nothing when nothing ended', () => {
    const run = { ...EMPTY_RUN, ownChecks: { 'l1/a': 0, 'l1/b': 900 }, leases: { 'l1|s1': { taken: true, until: 500 } } };
    expect(prune(run, 1000, 500)).toEqual({ ...run, ownChecks: { 'l1/b': 900 }, leases: {} });
    expect(prune(run, 400, 1000)).toBe(run);
  });
});
