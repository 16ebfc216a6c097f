import type { ErrorCode } from '../../../platform/messaging/errors';
import type { AccountDeletionProgress } from '../../../app/state';
import { DELETION_STEPS, newJournal, stepsLeft, withStepDone, type DeletionJournal, type DeletionStep, type JournalStorage, type Memberships } from './deletion-journal';

export interface AccountDeletionDeps {
  storage: JournalStorage;
  /** Every step but the Auth account's, for the journal's account and memberships. */
  dataSteps: (journal: DeletionJournal) => Record<Exclude<DeletionStep, 'account'>, () => Promise<void>>;
  /** Stops every listener on the account's documents: a profile listener would create the profile again. */
  stopFollowing: () => void;
  publish: (uid: string, progress: AccountDeletionProgress) => void;
  errorCode: (error: unknown) => ErrorCode;
  now?: () => number;
}

/**
 * Deletes an account step by step, writing down each step done (deletion-journal.ts), so that a
 * deletion the browser or the connection interrupted goes on where it stopped, for the same
 * account, instead of leaving half of it behind. The Auth account goes last.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { storage, now = Date.now } = deps;
  let journal: DeletionJournal | null = null;
  const loaded = storage.load().then(
    (stored) => {
      journal = stored;
    },
    (error: unknown) => console.error(error),
  );
  let running: Promise<void> | null = null;

  const progressOf = (current: DeletionJournal, error: ErrorCode | null): AccountDeletionProgress => ({
    done: current.done.length,
    of: DELETION_STEPS.length,
    running: error === null,
    error,
  });

  async function runSteps(current: DeletionJournal, deleteAuthAccount: () => Promise<void>): Promise<void> {
    const dataSteps = deps.dataSteps(current);
    try {
      for (const step of stepsLeft(current)) {
        deps.publish(current.uid, progressOf(current, null));
        await (step === 'account' ? deleteAuthAccount() : dataSteps[step]());
        current = withStepDone(current, step);
        journal = current;
        if (step !== 'account') await storage.save(current);
      }
      journal = null;
      await storage.clear();
    } catch (error) {
      deps.publish(current.uid, progressOf(current, deps.errorCode(error)));
      throw error;
    }
  }

  return {
    /** The unfinished deletion of this account, once the journal has been read; null when there is none. */
    async pendingFor(uid: string): Promise<AccountDeletionProgress | null> {
      await loaded;
      if (journal?.uid !== uid) return null;
      return { ...progressOf(journal, null), running: running !== null };
    },
    /**
     * Deletes the account, or goes on with its unfinished deletion (then with the memberships
     * written down when it began); `deleteAuthAccount` is the last step. A second call while one
     * runs waits for that one.
     */
    run(uid: string, memberships: Memberships, deleteAuthAccount: () => Promise<void>): Promise<void> {
      running ??= (async () => {
        await loaded;
        if (journal?.uid !== uid) {
          journal = newJournal(uid, memberships, now());
          await storage.save(journal);
        }
        deps.stopFollowing();
        await runSteps(journal, deleteAuthAccount);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
