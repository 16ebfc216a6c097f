import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { createItemsSync } from '../../../../../src/features/lists/worker/items-sync';
import type { ItemsSource } from '../../../../../src/features/lists/worker/firestore/items';
import type { ListItem } from '../../../../../src/features/lists/model/items';

/** Firestore's listeners as the sync sees them: which list, from where, still listening or not. */
function fakeListeners() {
  const attached: { listId: string; source: ItemsSource; stopped: boolean; onItems: (items: ListItem[]) => void; onError: (error: Error) => void }[] = [];
  const subscribe = (_db: Firestore, listId: string, source: ItemsSource, onItems: (items: ListItem[]) => void, onError: (error: Error) => void) => {
    const listener = { listId, source, stopped: false, onItems, onError };
    attached.push(listener);
    return () => {
      listener.stopped = true;
    };
  };
  const live = () => attached.filter((listener) => !listener.stopped).map(({ listId, source }) => `${listId}:${source}`);
  return { attached, subscribe, live };
}

const db = {} as Firestore;

describe('createItemsSync', () => {
  it('follows a list the server has not confirmed in the cache only, and from the server once it has', () => {
    const listeners = fakeListeners();
    const errors: unknown[] = [];
    const sync = createItemsSync(db, () => undefined, (error) => errors.push(error), listeners.subscribe);

    sync.follow(['new-list']);
    expect(listeners.live()).toEqual(['new-list:cache']);

    sync.follow(['new-list'], new Set(['new-list']));
    expect(listeners.live()).toEqual(['new-list:default']);
    expect(errors).toEqual([]);
  });

  it('keeps a confirmed list on the server while it is followed, even when a later snapshot comes from the cache', () => {
    const listeners = fakeListeners();
    const sync = createItemsSync(db, () => undefined, () => undefined, listeners.subscribe);
    sync.follow(['a'], new Set(['a']));
    sync.follow(['a', 'b']);
    expect(listeners.live()).toEqual(['a:default', 'b:cache']);
    expect(listeners.attached).toHaveLength(2);

    sync.follow(['b']);
    sync.follow(['a', 'b']);
    expect(listeners.live()).toEqual(['b:cache', 'a:cache']);
  });

  it('reports the items of the current listener only', () => {
    const listeners = fakeListeners();
    const reported: string[] = [];
    const sync = createItemsSync(db, (listId) => reported.push(listId), () => undefined, listeners.subscribe);
    sync.follow(['a']);
    sync.follow(['a'], new Set(['a']));
    const [fromCache, fromServer] = listeners.attached;
    fromCache?.onItems([]);
    fromServer?.onItems([]);
    expect(reported).toEqual(['a']);
  });

  it('stops following a list whose listener failed, and reports why', () => {
    const listeners = fakeListeners();
    const errors: unknown[] = [];
    const sync = createItemsSync(db, () => undefined, (error) => errors.push(error), listeners.subscribe);
    sync.follow(['a'], new Set(['a']));
    const failed = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    listeners.attached[0]?.onError(failed);
    expect(sync.followedLists()).toEqual([]);
    expect(errors).toEqual([failed]);
  });

  it('stops following a list the server refuses quietly: the shopper was removed or the list deleted', () => {
    const listeners = fakeListeners();
    const errors: unknown[] = [];
    const sync = createItemsSync(db, () => undefined, (error) => errors.push(error), listeners.subscribe);
    sync.follow(['a'], new Set(['a']));
    listeners.attached[0]?.onError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(sync.followedLists()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
