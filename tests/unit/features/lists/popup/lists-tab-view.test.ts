import { describe, expect, it } from 'vitest';
import {
  listsTabReducer,
  listsTabViewOn,
  type ListsTabAction,
  type ListsTabView,
} from '../../../../../src/features/lists/popup/lists-tab-view';

const onWishlist = listsTabViewOn('a1');

const after = (actions: ListsTabAction[], from: ListsTabView = onWishlist): ListsTabView => actions.reduce(listsTabReducer, from);

describe("the Lists tab's view", () => {
  it('opens on the chosen list with nothing else open and nothing to say', () => {
    expect(onWishlist).toEqual({ chosenId: 'a1', panel: { kind: 'list' }, focusItem: null, notice: null });
  });

  it("opens one panel at a time: an item's editor, history or alerts, or the invite panel", () => {
    expect(after([{ type: 'open-item', control: 'edit', itemId: 'i1' }]).panel).toEqual({ kind: 'item', control: 'edit', itemId: 'i1' });
    expect(after([{ type: 'open-item', control: 'edit', itemId: 'i1' }, { type: 'open-item', control: 'history', itemId: 'i2' }]).panel).toEqual({
      kind: 'item',
      control: 'history',
      itemId: 'i2',
    });
    expect(after([{ type: 'open-item', control: 'alerts', itemId: 'i1' }, { type: 'open-invite' }]).panel).toEqual({ kind: 'invite' });
  });

  it("gives focus back to the control that opened an item's panel when it closes", () => {
    for (const control of ['edit', 'history', 'alerts'] as const) {
      const closed = after([{ type: 'open-item', control, itemId: 'i2' }, { type: 'close-item', notice: null }]);
      expect(closed).toEqual({ ...onWishlist, focusItem: { itemId: 'i2', control } });
    }
  });

  it("shows what the editor said as it closed, until an item's panel opens", () => {
    const saved = after([{ type: 'open-item', control: 'edit', itemId: 'i1' }, { type: 'close-item', notice: 'Saved' }]);
    expect(saved.notice).toBe('Saved');
    expect(after([{ type: 'open-invite' }, { type: 'close-invite' }], saved).notice).toBe('Saved');
    expect(after([{ type: 'open-item', control: 'history', itemId: 'i2' }], saved).notice).toBeNull();
  });

  it('keeps the focus of the last closed panel while the invite panel opens and closes', () => {
    const closed = after([{ type: 'open-item', control: 'history', itemId: 'i1' }, { type: 'close-item', notice: null }]);
    expect(after([{ type: 'open-invite' }, { type: 'close-invite' }], closed)).toEqual(closed);
  });

  it('opens a newly chosen list afresh, whatever was open or said on the last one', () => {
    const busy = after([{ type: 'open-item', control: 'edit', itemId: 'i1' }, { type: 'close-item', notice: 'Saved' }, { type: 'open-invite' }]);
    expect(after([{ type: 'choose-list', listId: 'b2' }], busy)).toEqual(listsTabViewOn('b2'));
  });

  it('ignores a close for a panel that is not open (a second click on Back)', () => {
    const closed = after([{ type: 'open-item', control: 'edit', itemId: 'i1' }, { type: 'close-item', notice: 'Saved' }]);
    expect(after([{ type: 'close-item', notice: null }], closed)).toBe(closed);
    expect(after([{ type: 'close-invite' }], closed)).toBe(closed);
    expect(after([{ type: 'close-item', notice: null }], after([{ type: 'open-invite' }]))).toEqual(after([{ type: 'open-invite' }]));
  });
});
