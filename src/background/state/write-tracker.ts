import type { ErrorCode } from '../../shared/errors';
import { withFailedWrite, withoutFailedWrite, type WriteRequest } from '../../shared/failed-writes';
import type { StateStore } from './store';

/**
 * The one way background code writes: the page is answered once a change is in the local cache,
 * and when the server refuses it later the failure goes into the state pages see, never only to
 * the console.
 */
export interface WriteTracker {
  track(written: Promise<unknown>, request: WriteRequest, subject: string): void;
  dismiss(id: string): void;
}

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
  options: { now?: () => number; newId?: () => string; reportError?: (error: unknown) => void } = {},
): WriteTracker {
  const { now = Date.now, newId = () => crypto.randomUUID(), reportError = console.error } = options;
  return {
    track(written, request, subject) {
      written.catch((error: unknown) => {
        reportError(error);
        const failure = { id: newId(), request, subject, error: writeErrorCode(error), at: now() };
        store.update((state) => ({ ...state, failedWrites: withFailedWrite(state.failedWrites, failure) }));
      });
    },
    dismiss(id) {
      store.update((state) => ({ ...state, failedWrites: withoutFailedWrite(state.failedWrites, id) }));
    },
  };
}
