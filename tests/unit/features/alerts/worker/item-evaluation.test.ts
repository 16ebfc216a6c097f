import { describe, expect, it, vi } from 'vitest';
import { evaluateOne } from '../../../../../src/features/alerts/worker/item-evaluation';
import { signedInState } from '../support-alerts';
import type { AppState } from '../../../../../src/app/state';
import { listItem } from '../../../support/list-item';

const NOW = Date.UTC(2026, 10, 28, 12);
const justSaved = listItem('lamp', 'wish', { pendingWrites: true });
const state: AppState = { ...signedInState, items: { wish: [justSaved] } };
const evaluate = (item: typeof justSaved, readHistory: () => Promise<[]>) =>
  evaluateOne({ now: () => NOW, state: () => state, readHistory }, 'ana', item, null, null);

describe('evaluating an item for alerts', () => {
  it('reads no history for an item just saved here: it has none, and the rules would refuse the read', async () => {
    const readHistory = vi.fn(() => Promise.resolve([] as []));
    await evaluate(justSaved, readHistory);
    // A save that read its page is the item's first check, in the same write.
    const checkedBySave = { ...justSaved, addedAt: NOW, lastCheck: { at: NOW, outcome: 'ok' as const, source: 'visit' as const }, trend: [{ at: NOW - 5_000, amount: 10, availability: 'in-stock' as const }] };
    await evaluate(checkedBySave, readHistory);
    expect(readHistory).not.toHaveBeenCalled();
  });

  it('reads the history of an item on the server, or checked before', async () => {
    const readHistory = vi.fn(() => Promise.resolve([] as []));
    await evaluate({ ...justSaved, pendingWrites: false }, readHistory);
    await evaluate({ ...justSaved, lastCheck: { at: NOW - 3_600_000, outcome: 'ok', source: 'recheck' } }, readHistory);
    await evaluate({ ...justSaved, addedAt: NOW - 86_400_000, lastCheck: { at: NOW, outcome: 'ok', source: 'visit' }, trend: [{ at: NOW, amount: 10, availability: 'in-stock' }] }, readHistory);
    expect(readHistory).toHaveBeenCalledTimes(3);
  });
});
