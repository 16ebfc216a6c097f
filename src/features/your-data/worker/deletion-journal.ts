import { defineKey, ACCOUNT_DELETION_NAME } from '../../../platform/state/storage-keys';
import type { LocalStorageArea } from '../../tracking/worker';

/**
 * The steps of an account deletion, in the order that leaves nothing behind (see
 * `deleteAccountData`): the Auth account goes last, when no document needs its rules any more.
 */
export const DELETION_STEPS = ['claims', 'memberships', 'invites', 'lists', 'alerts', 'profile', 'account'] as const;

export type DeletionStep = (typeof DELETION_STEPS)[number];

/** Where the account is a member without owning: the lists it leaves and the claims it releases. */
export interface Memberships {
  leave: string[];
  claims: { listId: string; itemId: string }[];
}

/**
 * An account deletion under way, kept in storage.local after every step: a worker stopped in the
 * middle (the browser closed, the connection lost) finds it and goes on from the first step not
 * done, instead of following the half-deleted account and creating its profile again.
 */
export interface DeletionJournal {
  uid: string;
  startedAt: number;
  /** The shared lists left and claims released, as the state showed them when the deletion began. */
  memberships: Memberships;
  done: DeletionStep[];
}

export function newJournal(uid: string, memberships: Memberships, now: number): DeletionJournal {
  return { uid, startedAt: now, memberships, done: [] };
}

export function stepsLeft(journal: DeletionJournal): DeletionStep[] {
  return DELETION_STEPS.filter((step) => !journal.done.includes(step));
}

export function withStepDone(journal: DeletionJournal, step: DeletionStep): DeletionJournal {
  return journal.done.includes(step) ? journal : { ...journal, done: [...journal.done, step] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128;

function decodeMemberships(value: unknown): Memberships | null {
  if (!isRecord(value) || !Array.isArray(value.leave) || !Array.isArray(value.claims)) return null;
  if (!value.leave.every(isId)) return null;
  const claims = value.claims as unknown[];
  if (!claims.every((claim) => isRecord(claim) && isId(claim.listId) && isId(claim.itemId))) return null;
  return { leave: value.leave, claims: claims as Memberships['claims'] };
}

/**
 * A stored journal, or null when there is none. A damaged one still names its account and the
 * steps it can prove done; what it cannot prove is done again (every step can run twice).
 */
export function decodeJournal(value: unknown): DeletionJournal | null {
  if (!isRecord(value) || !isId(value.uid)) return null;
  const done = Array.isArray(value.done) ? DELETION_STEPS.filter((step) => (value.done as unknown[]).includes(step)) : [];
  return {
    uid: value.uid,
    startedAt: typeof value.startedAt === 'number' && Number.isFinite(value.startedAt) ? value.startedAt : 0,
    memberships: decodeMemberships(value.memberships) ?? { leave: [], claims: [] },
    done,
  };
}

const ACCOUNT_DELETION = defineKey(ACCOUNT_DELETION_NAME, decodeJournal);

export interface JournalStorage {
  load(): Promise<DeletionJournal | null>;
  save(journal: DeletionJournal): Promise<void>;
  clear(): Promise<void>;
}

export function journalStorageOf(area: LocalStorageArea & { remove(keys: string[]): Promise<void> }): JournalStorage {
  return {
    load: async () => ACCOUNT_DELETION.read(await area.get([ACCOUNT_DELETION.name])),
    save: (journal) => area.set(ACCOUNT_DELETION.entry(journal)),
    clear: () => area.remove([ACCOUNT_DELETION.name]),
  };
}
