import type { ErrorCode } from '../../platform/messaging/errors';
import { withFailedWrite, withoutFailedWrite, withoutFailedWritesOf, type FailedWrite } from '../failed-writes';
import type { ProductToSave } from '../../features/saving';
import type { StateStore } from './store';

/**
 * The one way background code writes: the page is answered once a change is in the local cache,
 * and when the server refuses it later the failure goes into the state pages see, never only to
 * the console.
 */
export interface WriteTracker {
  /**
   * `stillMatters` is asked when the write fails: a failure that no longer matters (the profile
   * another browser created first, say) is only noted (a warning: nothing went wrong). `copy` is kept with a refused item change:
   * the item's product, for the shopper to keep what they typed in a list of their own.
   */
  track(written: Promise<unknown>, request: FailedWrite['request'], subject: string, stillMatters?: StillMatters, copy?: ProductToSave): void;
  /** The same for a write whose caller awaited it and handles its failure itself (the re-check engine). */
  fail(error: unknown, request: FailedWrite['request'], subject: string, stillMatters?: StillMatters, copy?: ProductToSave): void;
  dismiss(id: string): void;
  /** Forgets every failure of one kind: the worker has since made that write after all. */
  settle(kind: FailedWrite['request']['kind']): void;
}

export type StillMatters = (error: ErrorCode) => boolean;

/** Firestore's codes for a refused write, in the app's catalogue. */
export function writeErrorCode(error: unknown): ErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'permission-denied') return 'permission-denied';
  if (code === 'not-found') return 'not-found';
  if (code === 'invalid-argument' || code === 'failed-precondition') return 'invalid-payload';
  if (code === 'unavailable' || code === 'resource-exhausted' || code === 'deadline-exceeded') return 'unavailable';
  return 'internal';
}

export function createWriteTracker(
  store: StateStore,
  options: { now?: () => number; newId?: () => string; reportError?: (error: unknown) => void; noteSettled?: (error: unknown) => void } = {},
): WriteTracker {
  const { now = Date.now, newId = () => crypto.randomUUID(), reportError = console.error, noteSettled = console.warn } = options;
  const fail: WriteTracker['fail'] = (error, request, subject, stillMatters = () => true, copy) => {
    const code = writeErrorCode(error);
    if (!stillMatters(code)) {
      noteSettled(error);
      return;
    }
    reportError(error);
    const failure: FailedWrite = { id: newId(), request, subject, error: code, at: now(), ...(copy !== undefined && { copy }) };
    store.update((state) => ({ ...state, failedWrites: withFailedWrite(state.failedWrites, failure) }));
  };
  return {
    track(written, request, subject, stillMatters, copy) {
      written.catch((error: unknown) => fail(error, request, subject, stillMatters, copy));
    },
    fail,
    dismiss(id) {
      store.update((state) => ({ ...state, failedWrites: withoutFailedWrite(state.failedWrites, id) }));
    },
    settle(kind) {
      store.update((state) => {
        const failedWrites = withoutFailedWritesOf(state.failedWrites, kind);
        return failedWrites.length === state.failedWrites.length ? state : { ...state, failedWrites };
      });
    },
  };
}
