import { describe, expect, it, vi } from 'vitest';
import { createFirestoreSink, type RecordingApi } from '../../../../../src/features/tracking/worker/firestore-sink';
import { failedReading } from '../../../../../src/features/tracking/model/reading-of';
import { listItem } from '../../../support/list-item';

function api(lease: 'taken' | 'held-by-other' = 'taken') {
  return {
    recordItemReading: vi.fn(() => Promise.resolve()),
    takeRecheckLease: vi.fn(() => Promise.resolve(lease)),
  } satisfies RecordingApi;
}

const HOUR = 60 * 60 * 1000;
const LEASE_VIEW = { listItems: [{ store: 'shop.example', addedAt: 1 }], storesWithAccess: ['shop.example'] };
const context = (uid: string | null) => ({ uid: () => uid, browserId: () => Promise.resolve('browser-1'), now: () => 42, leaseView: () => ({ ...LEASE_VIEW, intervalMs: 6 * HOUR }) });

describe('the Firestore sink', () => {
  it("records a reading with the data side's function, as the signed-in user, at the sink's time", async () => {
    const recording = api();
    const item = listItem('I1', 'L1', { addedAt: 30 });
    const reading = failedReading('page-gone', 40);
    await createFirestoreSink(recording, context('u1')).record(item, reading);
    expect(recording.recordItemReading).toHaveBeenCalledWith('u1', item, reading, 42);
  });

  it('drops a reading no newer than the item\'s latest (a cached copy older than another member\'s check)', async () => {
    const recording = api();
    const item = listItem('I1', 'L1', { addedAt: 10, lastCheck: { at: 40, outcome: 'ok', source: 'recheck' } });
    const sink = createFirestoreSink(recording, context('u1'));
    await sink.record(item, failedReading('page-gone', 40));
    await sink.record(listItem('I2', 'L1', { addedAt: 41 }), failedReading('page-gone', 40));
    expect(recording.recordItemReading).not.toHaveBeenCalled();
    await sink.record(item, failedReading('page-gone', 41));
    expect(recording.recordItemReading).toHaveBeenCalledTimes(1);
  });

  it('takes a lease for this browser, with the list’s items and its store access, for 11 h plus its interval, and tells whether it holds it', async () => {
    const taken = api('taken');
    expect(await createFirestoreSink(taken, context('u1')).takeLease('L1', 'shop.example', 600_000)).toBe(true);
    expect(taken.takeRecheckLease).toHaveBeenCalledWith({ uid: 'u1', browserId: 'browser-1', listId: 'L1', store: 'shop.example', now: 42, durationMs: 17 * HOUR, ...LEASE_VIEW });
    expect(await createFirestoreSink(api('held-by-other'), context('u1')).takeLease('L1', 'shop.example', 1)).toBe(false);
  });

  it('records with the check its list’s lease vouches for, where the state does not show it yet (#32)', async () => {
    const recording = { ...api(), leaseTimesOf: vi.fn(() => Promise.resolve({ every: { takenAt: 40 * HOUR, checkedBy: 34 * HOUR }, stores: {} })) };
    const item = listItem('I1', 'L1', { store: 'shop.example', addedAt: 1, lastCheck: { at: 10 * HOUR, outcome: 'ok', source: 'recheck' }, trend: [{ at: 1, amount: 10, availability: 'in-stock' }] });
    const reading = failedReading('page-gone', 41 * HOUR);
    await createFirestoreSink(recording, context('u1')).record(item, reading);
    expect(recording.recordItemReading).toHaveBeenCalledWith('u1', { ...item, lastCheck: { ...item.lastCheck, at: 34 * HOUR } }, reading, 42);
  });

  it('refuses to write while signed out', async () => {
    await expect(createFirestoreSink(api(), context(null)).record(listItem('I1', 'L1', { addedAt: 0 }), failedReading('timeout', 1))).rejects.toMatchObject({ code: 'not-signed-in' });
  });
});
