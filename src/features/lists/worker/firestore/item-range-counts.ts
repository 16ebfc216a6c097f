import { collection, documentId, getCount, query, where, type Firestore } from 'firebase/firestore/lite';

/** How many items of a list the server holds with ids in [from, to): one count query, billed as one read per 1,000 items counted. */
export type CountItemsBetween = (listId: string, from: string, to: string) => Promise<number>;

/**
 * Through `firebase/firestore/lite`: the full SDK runs aggregations over XMLHttpRequest, which a
 * service worker lacks (lite uses fetch, as for the leases' transactions).
 */
export function itemRangeCountsOf(db: Firestore): CountItemsBetween {
  return async (listId, from, to) => {
    const inRange = query(collection(db, 'lists', listId, 'items'), where(documentId(), '>=', from), where(documentId(), '<', to));
    return (await getCount(inRange)).data().count;
  };
}
