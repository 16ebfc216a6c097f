import { describe, expect, it, vi } from 'vitest';
import { evaluateOne } from '../../../../../src/features/alerts/worker/item-evaluation';
import { DEFAULT_ALERT_PREFERENCES, NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { listItem } from '../../../support/list-item';

const NOW = Date.UTC(2026, 10, 28, 12);
const justSaved = listItem('lamp', 'a1', { pendingWrites: true });
const state: AppState = {
  account: { status: 'signed-in', uid: 'ana', email: 'ana@x.test', emailVerified: true, anonymous: false },
  profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: [], pendingWrites: false },
  sharing: EMPTY_SHARING,
  lists: [{ id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'ana', memberCount: 1, gift: false, pendingWrites: true }],
  items: { a1: [justSaved] },
  browsingDetection: false,
  failedWrites: [],
  network: 'online',
  extensionVersion: '0.1.0',
  cacheWriteFailed: false,
  tracking: NO_TRACKING,
  alerts: NO_ALERTS,
};
const evaluate = (item: typeof justSaved, readHistory: () => Promise<[]>) =>
  evaluateOne({ now: () => NOW, state: () => state, readHistory }, 'ana', item, null, null);

describe('evaluating an item for alerts', () => {
  it('reads no history for an item just saved here: it has none, and the rules would refuse the read', async () => {
    const readHistory = vi.fn(() => Promise.resolve([] as []));
    await evaluate(justSaved, readHistory);
    expect(readHistory).not.toHaveBeenCalled();
  });

  it('reads the history of an item on the server, or checked before', async () => {
    const readHistory = vi.fn(() => Promise.resolve([] as []));
    await evaluate({ ...justSaved, pendingWrites: false }, readHistory);
    await evaluate({ ...justSaved, lastCheck: { at: NOW - 3_600_000, outcome: 'ok', source: 'recheck' } }, readHistory);
    expect(readHistory).toHaveBeenCalledTimes(2);
  });
});
