import { describe, expect, it } from 'vitest';
import { activityAlert, addedItemActivity, claimActivity } from '../../../../../src/features/sharing/worker/list-activity';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { GiftClaim, ListMember } from '../../../../../src/features/sharing/model/sharing';

const item = (id: string, addedBy: string): ListItem => ({
  id, listId: 'L1', name: `Item ${id}`, brand: null, image: null, url: `https://shop.example/${id}`, productKey: id, store: 'shop.example',
  price: null, currency: null, listPrice: null, savedPrice: null, availability: 'unknown', method: 'manual', note: '', quantity: 1,
  status: 'wanted', addedBy, addedAt: 0, lastCheck: null, trend: [], pendingWrites: false,
});
const claim = (itemId: string, claimedBy: string, status: GiftClaim['status'] = 'claimed'): GiftClaim => ({
  listId: 'L1', itemId, claimedBy, claimerName: claimedBy === 'ana' ? 'Ana' : null, status, updatedAt: 0,
});
const members: Record<string, ListMember[]> = { L1: [{ uid: 'owner', name: 'Olga', role: 'owner' }, { uid: 'ana', name: 'Ana', role: 'editor' }, { uid: 'me', name: 'Me', role: 'editor' }] };
const familyGifts = { id: 'L1', name: 'Family gifts', role: 'editor' as const };

describe('items another member added', () => {
  it('become activity with the member’s name in the list', () => {
    const events = addedItemActivity([item('a', 'me')], [item('b', 'ana'), item('a', 'me')], familyGifts, 'me', members);
    expect(events).toEqual([
      { listId: 'L1', itemId: 'b', itemName: 'Item b', url: 'https://shop.example/b', actorId: 'ana', activity: { verb: 'added', actorName: 'Ana', listName: 'Family gifts' } },
    ]);
  });

  it('never come from the first snapshot after a wake', () => {
    expect(addedItemActivity(undefined, [item('b', 'ana')], familyGifts, 'me', members)).toEqual([]);
  });

  it('never include the shopper’s own additions, or items already seen', () => {
    expect(addedItemActivity([item('b', 'ana')], [item('b', 'ana'), item('c', 'me')], familyGifts, 'me', members)).toEqual([]);
  });
});

describe('claims another member made', () => {
  it('become activity for a member who is not the owner: a new claim, and a claim marked bought', () => {
    expect(claimActivity({}, { a: claim('a', 'ana') }, familyGifts, 'me', [item('a', 'owner')]).map((event) => event.activity.verb)).toEqual(['claimed']);
    expect(claimActivity({ a: claim('a', 'ana') }, { a: claim('a', 'ana', 'bought') }, familyGifts, 'me', []).map((event) => event.activity)).toEqual([
      { verb: 'bought', actorName: 'Ana', listName: 'Family gifts' },
    ]);
  });

  it('never on the shopper’s own list, never from the first snapshot, never their own claims, never a claim unchanged', () => {
    expect(claimActivity({}, { a: claim('a', 'ana') }, { ...familyGifts, role: 'owner' }, 'me', [])).toEqual([]);
    expect(claimActivity(undefined, { a: claim('a', 'ana') }, familyGifts, 'me', [])).toEqual([]);
    expect(claimActivity({}, { a: claim('a', 'me') }, familyGifts, 'me', [])).toEqual([]);
    expect(claimActivity({ a: claim('a', 'ana') }, { a: claim('a', 'ana') }, familyGifts, 'me', [])).toEqual([]);
    expect(claimActivity({ a: claim('a', 'ana', 'bought') }, { a: claim('a', 'ana', 'claimed') }, familyGifts, 'me', [])).toEqual([]);
  });
});

describe('an activity’s feed entry', () => {
  it('is a list-activity alert with no rule or prices, observed by the member, its id the same for the same change', () => {
    const [event] = addedItemActivity([], [item('b', 'ana')], familyGifts, 'me', members);
    const alert = activityAlert(event!, 5);
    expect(alert).toMatchObject({ kind: 'list-activity', rule: null, price: null, previousPrice: null, observerId: 'ana', name: 'Item b', observedAt: 5 });
    expect(alert.activity).toEqual({ verb: 'added', actorName: 'Ana', listName: 'Family gifts' });
    expect(alert.id).toMatch(/^[0-9a-f]{32}$/);
    expect(activityAlert(event!, 9).id).toBe(alert.id);
  });
});
