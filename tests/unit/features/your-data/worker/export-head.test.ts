import { describe, expect, it } from 'vitest';
import { exportHeadOf } from '../../../../../src/features/your-data/worker/export-head';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION } from '../../../../../src/features/your-data/model/export-format';
import { T0, alertEntry, signedInState } from '../fixtures';

describe('exportHeadOf', () => {
  it('is null while signed out', () => {
    expect(exportHeadOf(signedInState({ account: { status: 'signed-out' } }), [], T0)).toBeNull();
  });

  it('names the format, its version, the account and the time', () => {
    const head = exportHeadOf(signedInState(), [], T0);
    expect(head).toMatchObject({
      format: EXPORT_FORMAT,
      schemaVersion: EXPORT_SCHEMA_VERSION,
      exportedAt: new Date(T0).toISOString(),
      app: { version: '0.1.0' },
      account: { uid: 'ana', email: 'ana@cartwatch.test', anonymous: false },
      activityOff: ['gifts'],
    });
  });

  it('lists the lists in the shopper’s order, with members, claims and item counts', () => {
    const head = exportHeadOf(signedInState(), [], T0);
    expect(head?.lists.map((list) => [list.id, list.role, list.itemCount])).toEqual([
      ['gifts', 'editor', 1],
      ['family', 'owner', 2],
    ]);
    expect(head?.lists[0]?.members).toEqual([
      { uid: 'ben', name: 'Ben', role: 'owner' },
      { uid: 'ana', name: 'Ana', role: 'editor' },
    ]);
    expect(head?.lists[0]?.claims).toEqual([{ itemId: 'book', claimedBy: 'ana', claimerName: 'Ana', status: 'claimed', updatedAt: new Date(T0).toISOString() }]);
    // A list nobody joined has its owner as its one member.
    expect(head?.lists[1]?.members).toEqual([{ uid: 'ana', name: null, role: 'owner' }]);
  });

  it('carries the whole feed given, the preferences and the rules', () => {
    const head = exportHeadOf(signedInState(), [alertEntry(), alertEntry({ id: 'b'.repeat(32) })], T0);
    expect(head?.alerts).toHaveLength(2);
    expect(head?.profile?.listOrder).toEqual(['gifts', 'family']);
    expect(head?.alertRules).toEqual([
      { listId: 'family', itemId: null, dropBasisPoints: 500 },
      { listId: 'family', itemId: 'lego', target: 250 },
    ]);
  });
});
