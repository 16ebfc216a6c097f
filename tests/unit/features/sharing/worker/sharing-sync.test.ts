import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharingSync } from '../../../../../src/features/sharing/worker/sharing-sync';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';

const claims = vi.hoisted(() => ({ fail: [] as ((error: unknown) => void)[] }));
vi.mock('../../../../../src/features/sharing/worker/firestore/claims', () => ({
  subscribeClaims: (_db: unknown, _listId: string, _next: unknown, onError: (error: unknown) => void) => {
    claims.fail.push(onError);
    return () => undefined;
  },
}));

const giftList: ListSummary = { id: 'G', name: 'Gifts', role: 'editor', ownerId: 'olga', memberCount: 2, gift: true, pendingWrites: false };

function setup() {
  const reportError = vi.fn();
  const outputs = { onInvites: vi.fn(), onEmailInvites: vi.fn(), onClaims: vi.fn() };
  const sync = createSharingSync({} as Firestore, outputs, () => new Set(['G']), reportError);
  sync.followLists([giftList]);
  return { sync, reportError };
}

beforeEach(() => {
  claims.fail = [];
});

describe('the gift claims listener', () => {
  it('ends quietly when the server refuses it: the list was deleted, gift mode turned off or the shopper removed', () => {
    const { reportError } = setup();
    claims.fail[0]?.(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports any other failure, and follows the list again when it is still wanted', () => {
    const { sync, reportError } = setup();
    const unavailable = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    claims.fail[0]?.(unavailable);
    expect(reportError).toHaveBeenCalledWith(unavailable);
    sync.followLists([giftList]);
    expect(claims.fail).toHaveLength(2);
  });
});
