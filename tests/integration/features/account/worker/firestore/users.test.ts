import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribeMemberLists } from '../../../../../../src/features/lists/worker/firestore/lists';
import { createProfile, subscribeProfile, updateListOrder, updatePreferences, type Profile } from '../../../../../../src/features/account/worker/firestore/users';
import type { ListSummary } from '../../../../../../src/features/lists/model/lists';
import { startTestServer } from '../../../../firestore/helpers/server';
import { Reports, connectDataClient } from '../../../../support/data-client';

describe('users data module against the local Firestore server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: ReturnType<typeof connectDataClient>;

  beforeAll(async () => {
    server = await startTestServer();
    client = connectDataClient(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('reports a missing profile, creates it with the first list, and follows preferences and list order', async () => {
    const profiles = new Reports<Profile | null>();
    const lists = new Reports<ListSummary[]>();
    const fail = (error: Error) => {
      throw error;
    };
    const stopProfile = subscribeProfile(client.db, 'ana', profiles.push, fail);
    const stopLists = subscribeMemberLists(client.db, 'ana', (next) => lists.push(next), fail);
    try {
      await profiles.next((profile) => profile === null);
      await createProfile(client.db, 'ana', 'Wishlist');
      const [wishlist] = await lists.next((seen) => seen.length === 1);
      expect(wishlist).toMatchObject({ name: 'Wishlist', role: 'owner' });
      await profiles.next((profile) => profile !== null && !profile.pendingWrites && profile.listOrder.length === 0);
      await updatePreferences(client.db, 'ana', { recheckHours: 12 });
      await updateListOrder(client.db, 'ana', ['b', 'a']);
      const profile = await profiles.next((seen) => seen?.listOrder.length === 2 && seen.preferences.recheckHours === 12);
      expect(profile?.listOrder).toEqual(['b', 'a']);
    } finally {
      stopProfile();
      stopLists();
    }
  });

  it('keeps one first list when two browsers create a new account’s profile at once', async () => {
    const other = connectDataClient(server.url);
    try {
      await Promise.all([createProfile(client.db, 'ben', 'Wishlist'), createProfile(other.db, 'ben', 'Wishlist')]);
      const lists = new Reports<ListSummary[]>();
      const stop = subscribeMemberLists(client.db, 'ben', (next) => lists.push(next), (error) => {
        throw error;
      });
      try {
        const seen = await lists.next((summaries) => summaries.length > 0);
        expect(seen.map((list) => [list.id, list.name])).toEqual([['ben', 'Wishlist']]);
      } finally {
        stop();
      }
    } finally {
      await other.close();
    }
  });
});
