import { describe, expect, it } from 'vitest';
import { listLeaseCovers, mayHoldListLease, NO_LEASE_TIMES, withLeaseChecks, withShownChecks } from '../../../../../src/features/tracking/model/list-lease';
import { leaseLengthFor, vouchedIntervalOf } from '../../../../../src/features/tracking/worker/firestore/lease-step';
import { listItem } from '../../../support/list-item';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T08:00:00Z');

describe('a list-wide lease', () => {
  const items = [
    { store: 'a.example', addedAt: NOW - 10 },
    { store: 'b.example', addedAt: NOW - 5 },
    { store: 'b.example', addedAt: NOW + 5 },
    { store: 'c.example', addedAt: NOW + 5 },
  ];

  it('covers every store an item was in when it was taken, and no store whose first item came later', () => {
    expect(listLeaseCovers(NOW, items, 'a.example')).toBe(true);
    expect(listLeaseCovers(NOW, items, 'b.example')).toBe(true);
    expect(listLeaseCovers(NOW, items, 'c.example')).toBe(false);
    expect(listLeaseCovers(NOW + 5, items, 'c.example')).toBe(true);
    expect(listLeaseCovers(NOW, items, 'elsewhere.example')).toBe(false);
  });

  it('is held only by a browser that may fetch every store of the list', () => {
    expect(mayHoldListLease(items, ['a.example', 'b.example', 'c.example'])).toBe(true);
    expect(mayHoldListLease(items, ['a.example', 'b.example'])).toBe(false);
    expect(mayHoldListLease([], ['a.example'])).toBe(false);
  });
});

describe('a lease’s length tells its holder’s interval (#32)', () => {
  it('is 11 h plus the interval up to 11 h, read back in whole hours whatever the clocks’ difference', () => {
    for (const hours of [1, 6, 11]) {
      expect(leaseLengthFor(hours * HOUR)).toBe((11 + hours) * HOUR);
      expect(vouchedIntervalOf(NOW, NOW + leaseLengthFor(hours * HOUR) + 20 * 60_000)).toBe(hours * HOUR);
      expect(vouchedIntervalOf(NOW, NOW + leaseLengthFor(hours * HOUR) - 20 * 60_000)).toBe(hours * HOUR);
    }
  });

  it('is a full day for a longer interval, and a day-long lease (or one from before) vouches for nothing', () => {
    expect(leaseLengthFor(12 * HOUR)).toBe(24 * HOUR);
    expect(leaseLengthFor(24 * HOUR)).toBe(24 * HOUR);
    expect(vouchedIntervalOf(NOW, NOW + 24 * HOUR)).toBeNull();
    expect(vouchedIntervalOf(NOW, NOW + 11 * HOUR)).toBeNull();
  });
});

describe('the checks a lease vouches for (#32)', () => {
  const checked = (at: number, outcome: 'ok' | 'bot-check' = 'ok') => ({ at, outcome, source: 'recheck' as const });
  // Checked 30 h ago, its last change two days before that: a heartbeat would be due.
  const quiet = listItem('quiet', 'L1', { addedAt: NOW - 90 * HOUR, lastCheck: checked(NOW - 30 * HOUR), trend: [{ at: NOW - 80 * HOUR, amount: 10, availability: 'in-stock' }] });
  const lease = (takenAt: number, interval: number | null = 6 * HOUR) => ({ takenAt, checkedBy: interval === null ? null : takenAt - interval });
  const leases = { every: lease(NOW - HOUR), stores: {} };

  it('shows an item its list-wide lease covers checked by the lease’s time less its holder’s interval', () => {
    const [shown] = withLeaseChecks([quiet], leases);
    expect(shown?.lastCheck).toEqual({ ...quiet.lastCheck, at: NOW - 7 * HOUR });
    expect(shown).toEqual({ ...quiet, lastCheck: shown?.lastCheck });
  });

  it('uses the store’s own lease for a store the list-wide one does not cover', () => {
    const later = { ...quiet, id: 'later', store: 'late.example', addedAt: NOW - 10 * 60_000 };
    const [, shown] = withLeaseChecks([quiet, later], { every: lease(NOW - HOUR), stores: { 'late.example': lease(NOW - 2 * HOUR) } });
    expect(shown?.lastCheck?.at).toBe(NOW - 8 * HOUR);
    const [, uncovered] = withLeaseChecks([quiet, later], leases);
    expect(uncovered).toBe(later);
  });

  it('never moves a check back, nor one the lease does not vouch for', () => {
    const recent = { ...quiet, lastCheck: checked(NOW - 2 * HOUR) };
    expect(withLeaseChecks([recent], leases)[0]).toBe(recent);
    const never = { ...quiet, lastCheck: null };
    expect(withLeaseChecks([never], leases)[0]).toBe(never);
    const failing = { ...quiet, lastCheck: checked(NOW - 30 * HOUR, 'bot-check') };
    expect(withLeaseChecks([failing], leases)[0]).toBe(failing);
    expect(withLeaseChecks([quiet], NO_LEASE_TIMES)[0]).toBe(quiet);
    expect(withLeaseChecks([quiet], { every: lease(NOW - HOUR, null), stores: {} })[0]).toBe(quiet);
  });

  it('leaves a change point that may still wait for its confirmation as it is', () => {
    const changed = { ...quiet, lastCheck: checked(NOW - 7 * HOUR), trend: [...quiet.trend, { at: NOW - 7 * HOUR - 60_000, amount: 8, availability: 'in-stock' as const }] };
    expect(withLeaseChecks([changed], leases)[0]).toBe(changed);
  });

  it('keeps, at a wake before the leases listener speaks, the check times the state already showed (#32)', () => {
    const [shown] = withLeaseChecks([quiet], leases);
    // The items listener delivers the stored item (30 h old): the state's vouched time stands.
    expect(withShownChecks([quiet], [shown!])[0]?.lastCheck?.at).toBe(NOW - 7 * HOUR);
    // A newer own check, a failure or a new change point is not moved back or over.
    const newer = { ...quiet, lastCheck: checked(NOW - HOUR) };
    expect(withShownChecks([newer], [shown!])[0]).toBe(newer);
    const failing = { ...quiet, lastCheck: checked(NOW - 30 * HOUR, 'bot-check') };
    expect(withShownChecks([failing], [shown!])[0]).toBe(failing);
    const changed = { ...quiet, lastCheck: checked(NOW - 2 * HOUR), trend: [...quiet.trend, { at: NOW - 2 * HOUR, amount: 8, availability: 'in-stock' as const }] };
    expect(withShownChecks([changed], [shown!])[0]).toBe(changed);
    // Nothing shown yet (a first start), or another item: as stored.
    expect(withShownChecks([quiet], undefined)[0]).toBe(quiet);
    expect(withShownChecks([quiet], [{ ...shown!, id: 'other' }])[0]).toBe(quiet);
  });
});
