import { describe, expect, it, vi } from 'vitest';
import { createAccountDeletion } from '../../../../../src/features/your-data/worker/account-deletion';
import {
  DELETION_STEPS,
  decodeJournal,
  journalStorageOf,
  type DeletionJournal,
  type DeletionStep,
} from '../../../../../src/features/your-data/worker/deletion-journal';
import { gateAccountChanges, withDeletionProgress } from '../../../../../src/features/your-data/worker/deletion-gate';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';
import type { AccountDeletionProgress, AccountState, AppState } from '../../../../../src/app/state';
import { ACCOUNT_DELETION_NAME } from '../../../../../src/platform/state/storage-keys';

/** storage.local as the worker sees it, outliving any one worker. */
function memoryArea() {
  const values: Record<string, unknown> = {};
  return {
    values,
    get: (keys: string[]) => Promise.resolve(Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, structuredClone(values[key])]))),
    set: (entries: Record<string, unknown>) => Promise.resolve(void Object.assign(values, structuredClone(entries))),
    remove: (keys: string[]) => Promise.resolve(keys.forEach((key) => delete values[key])),
  };
}

const memberships = { leave: ['S1'], claims: [{ listId: 'S1', itemId: 'I1' }] };

/** A worker's deletion: every step logs itself; `failAt` makes one step fail once, as a lost connection or a stopped worker would. */
function worker(area: ReturnType<typeof memoryArea>, log: string[], failAt?: { step: DeletionStep; error: Error }) {
  const published: AccountDeletionProgress[] = [];
  let stopped = 0;
  const step = (name: DeletionStep) => () => {
    if (failAt?.step === name) {
      const { error } = failAt;
      failAt = undefined;
      return Promise.reject(error);
    }
    log.push(name);
    return Promise.resolve();
  };
  const deletion = createAccountDeletion({
    storage: journalStorageOf(area),
    dataSteps: (journal: DeletionJournal) => {
      log.push(`steps for ${journal.uid} leaving ${journal.memberships.leave.join(',')}`);
      return { claims: step('claims'), memberships: step('memberships'), invites: step('invites'), lists: step('lists'), alerts: step('alerts'), profile: step('profile') };
    },
    stopFollowing: () => void stopped++,
    publish: (_uid, progress) => published.push(progress),
    errorCode: (error) => (error instanceof CartwatchError ? error.code : 'internal'),
    now: () => 1_000,
  });
  return { deletion, published, stopped: () => stopped, deleteAuth: step('account') };
}

describe('an account deletion', () => {
  it('runs every step in order, the Auth account last, and leaves no journal', async () => {
    const area = memoryArea();
    const log: string[] = [];
    const { deletion, published, stopped, deleteAuth } = worker(area, log);
    await deletion.run('ana', memberships, deleteAuth);
    expect(log).toEqual(['steps for ana leaving S1', ...DELETION_STEPS]);
    expect(stopped()).toBe(1);
    expect(area.values[ACCOUNT_DELETION_NAME]).toBeUndefined();
    expect(published.map((progress) => progress.done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(published.every((progress) => progress.running && progress.error === null && progress.of === 7)).toBe(true);
    expect(await deletion.pendingFor('ana')).toBeNull();
  });

  it('stopped by a failure, says where and why, and goes on from that step when asked again', async () => {
    const area = memoryArea();
    const log: string[] = [];
    const { deletion, published, deleteAuth } = worker(area, log, { step: 'lists', error: new CartwatchError('unavailable', 'lost') });
    await expect(deletion.run('ana', memberships, deleteAuth)).rejects.toMatchObject({ code: 'unavailable' });
    expect(published.at(-1)).toEqual({ done: 3, of: 7, running: false, error: 'unavailable' });
    expect(await deletion.pendingFor('ana')).toEqual({ done: 3, of: 7, running: false, error: null });
    log.length = 0;
    await deletion.run('ana', { leave: [], claims: [] }, deleteAuth);
    // The memberships are those written down when it began, not the (now emptied) state's.
    expect(log).toEqual(['steps for ana leaving S1', 'lists', 'alerts', 'profile', 'account']);
  });

  it('interrupted with the worker, is found by the next worker for the same account only, and resumes there', async () => {
    const area = memoryArea();
    const first = worker(area, [], { step: 'alerts', error: new Error('the worker stopped') });
    await expect(first.deletion.run('ana', memberships, first.deleteAuth)).rejects.toThrow();

    const log: string[] = [];
    const next = worker(area, log);
    expect(await next.deletion.pendingFor('ben')).toBeNull();
    expect(await next.deletion.pendingFor('ana')).toEqual({ done: 4, of: 7, running: false, error: null });
    await next.deletion.run('ana', { leave: [], claims: [] }, next.deleteAuth);
    expect(log).toEqual(['steps for ana leaving S1', 'alerts', 'profile', 'account']);
    expect(area.values[ACCOUNT_DELETION_NAME]).toBeUndefined();
  });

  it('keeps the journal when the Auth account refuses to go, so that signing in again finishes it', async () => {
    const area = memoryArea();
    const { deletion, published, deleteAuth } = worker(area, [], { step: 'account', error: new CartwatchError('requires-recent-login', 'auth/requires-recent-login') });
    await expect(deletion.run('ana', memberships, deleteAuth)).rejects.toMatchObject({ code: 'requires-recent-login' });
    expect(published.at(-1)).toEqual({ done: 6, of: 7, running: false, error: 'requires-recent-login' });
    expect(decodeJournal(area.values[ACCOUNT_DELETION_NAME])?.done).toEqual(DELETION_STEPS.slice(0, 6));
  });

  it('asked twice while it runs, runs once', async () => {
    const area = memoryArea();
    const log: string[] = [];
    const { deletion, deleteAuth } = worker(area, log);
    await Promise.all([deletion.run('ana', memberships, deleteAuth), deletion.run('ana', memberships, deleteAuth)]);
    expect(log.filter((entry) => entry === 'profile')).toHaveLength(1);
  });

  it('a new deletion for another account does not take over an unfinished one’s steps', async () => {
    const area = memoryArea();
    const first = worker(area, [], { step: 'claims', error: new Error('stopped') });
    await expect(first.deletion.run('ana', memberships, first.deleteAuth)).rejects.toThrow();
    const log: string[] = [];
    const next = worker(area, log);
    await next.deletion.run('ben', { leave: [], claims: [] }, next.deleteAuth);
    expect(log).toEqual(['steps for ben leaving ', ...DELETION_STEPS]);
  });
});

describe('the deletion journal as stored', () => {
  it('is nothing when absent or not a journal', () => {
    expect(decodeJournal(undefined)).toBeNull();
    expect(decodeJournal('ana')).toBeNull();
    expect(decodeJournal({ done: ['claims'] })).toBeNull();
  });

  it('keeps only the steps it can prove done and memberships of the right shape', () => {
    expect(decodeJournal({ uid: 'ana', startedAt: 'x', done: ['claims', 'bogus', 3, 'profile'], memberships: { leave: [7], claims: [] } })).toEqual({
      uid: 'ana',
      startedAt: 0,
      memberships: { leave: [], claims: [] },
      done: ['claims', 'profile'],
    });
  });
});

describe('account changes while a deletion is unfinished', () => {
  it('are handed on in order, each with its own account’s unfinished deletion', async () => {
    const seen: [string, AccountDeletionProgress | null][] = [];
    const slowFirst = (uid: string) =>
      new Promise<AccountDeletionProgress | null>((resolve) => setTimeout(() => resolve(uid === 'ana' ? { done: 2, of: 7, running: false, error: null } : null), uid === 'ana' ? 20 : 0));
    const hand = gateAccountChanges(slowFirst, (next, deletion) => seen.push([next.status === 'signed-in' ? next.uid : 'nobody', deletion]));
    const signedIn = (uid: string): AccountState => ({ status: 'signed-in', uid, email: null, emailVerified: false, anonymous: true });
    // Fake timers: on a busy machine real ones let the 20 ms lookup finish in any order of the test's own wait.
    vi.useFakeTimers();
    try {
      hand(signedIn('ana'));
      hand({ status: 'signed-out' });
      hand(signedIn('ben'));
      await vi.advanceTimersByTimeAsync(40);
    } finally {
      vi.useRealTimers();
    }
    expect(seen).toEqual([
      ['ana', { done: 2, of: 7, running: false, error: null }],
      ['nobody', null],
      ['ben', null],
    ]);
  });

  it('show the progress only on the account being deleted', () => {
    const state = { account: { status: 'signed-in', uid: 'ana', email: null, emailVerified: false, anonymous: true } } as AppState;
    const progress = { done: 1, of: 7, running: true, error: null };
    expect(withDeletionProgress(state, 'ana', progress).account).toMatchObject({ uid: 'ana', deletion: progress });
    expect(withDeletionProgress(state, 'ben', progress)).toBe(state);
  });
});
