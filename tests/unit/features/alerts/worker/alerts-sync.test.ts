import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertsSync } from '../../../../../src/features/alerts/worker/alerts-sync';
import type { AlertEntry, ItemAlertSettings } from '../../../../../src/features/alerts/model/alerts';
import type { AccountState } from '../../../../../src/app/state';

const server = vi.hoisted(() => ({ listening: [] as string[], stopped: [] as string[], fail: null as null | ((error: Error) => void) }));
vi.mock('../../../../../src/features/alerts/worker/firestore/alerts', () => ({
  subscribeAlerts: (_db: unknown, uid: string, _onFeed: unknown, onError: (error: Error) => void) => {
    server.listening.push(`feed ${uid}`);
    server.fail = onError;
    return () => server.stopped.push(`feed ${uid}`);
  },
}));
vi.mock('../../../../../src/features/alerts/worker/firestore/alert-rules', () => ({
  subscribeAlertRules: (_db: unknown, uid: string) => {
    server.listening.push(`rules ${uid}`);
    return () => server.stopped.push(`rules ${uid}`);
  },
}));

const signedIn = (uid: string): AccountState => ({ status: 'signed-in', uid, email: null, emailVerified: false, anonymous: true });

function setup() {
  const feeds: (AlertEntry[] | null)[] = [];
  const rules: Record<string, ItemAlertSettings>[] = [];
  const errors: unknown[] = [];
  const sync = createAlertsSync({} as Firestore, (feed) => feeds.push(feed), (next) => rules.push(next), (error) => errors.push(error));
  return { sync, feeds, rules, errors };
}

beforeEach(() => {
  server.listening = [];
  server.stopped = [];
});

describe('following the alert feed and rules', () => {
  it('listens to the signed-in user’s feed and rules, and moves both with the account', () => {
    const { sync, feeds, rules } = setup();
    sync.follow(signedIn('ana'));
    expect(server.listening).toEqual(['feed ana', 'rules ana']);
    expect(feeds).toEqual([]);
    sync.follow(signedIn('ben'));
    expect(server.stopped).toEqual(['feed ana', 'rules ana']);
    expect(server.listening).toEqual(['feed ana', 'rules ana', 'feed ben', 'rules ben']);
    // Leaving ana's account clears her feed and rules before ben's arrive.
    expect(feeds).toEqual([null]);
    expect(rules).toEqual([{}]);
  });

  it('signed out: no listeners, no feed, no rules', () => {
    const { sync, feeds, rules } = setup();
    sync.follow(signedIn('ana'));
    sync.follow({ status: 'signed-out' });
    expect(server.stopped).toEqual(['feed ana', 'rules ana']);
    expect(feeds).toEqual([null]);
    expect(rules).toEqual([{}]);
  });

  it('reports a listener’s error rather than throwing it', () => {
    const { sync, errors } = setup();
    sync.follow(signedIn('ana'));
    server.fail?.(new Error('permission-denied'));
    expect(errors).toEqual([new Error('permission-denied')]);
  });
});
