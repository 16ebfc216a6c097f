/**
 * Writes the server refused after the worker had answered the page (the shopper lost the role on a
 * shared list, a value the rules refuse): kept in the state pages see, each with the request that
 * would make it again, so the shopper is told what was not saved and can try again or let it go.
 */
import type { ErrorCode } from './errors';
import type { PayloadOf } from './protocol';

export type WriteKind =
  | 'page:save-item'
  | 'page:update-item'
  | 'page:move-item'
  | 'page:remove-item'
  | 'page:create-list'
  | 'page:rename-list'
  | 'page:delete-list'
  | 'page:reorder-lists'
  | 'page:update-preferences'
  | 'page:update-alert-preferences'
  | 'page:set-alert-rules'
  | 'page:stop-watching'
  | 'page:mark-alerts-seen'
  | 'page:wrong-price'
  | 'page:revoke-invite'
  | 'page:set-member-role'
  | 'page:remove-member'
  | 'page:leave-list'
  | 'page:set-gift-mode'
  | 'page:set-claim'
  | 'page:set-list-activity';

/** A page request that writes, as the page sent it: sending it again retries the write. */
export type WriteRequest = { [K in WriteKind]: { kind: K; payload: PayloadOf<K> } }[WriteKind];

/**
 * A write the worker makes on its own, which no page asked for: there is no request to send
 * again, so the shopper is told what was not saved and whether the worker tries again itself
 * (the profile) or takes a new reading instead (a re-check's or a visit's price and stock).
 */
export type BackgroundWriteKind = 'background:create-profile' | 'background:record-check' | 'background:record-visit';
export interface BackgroundWrite {
  kind: BackgroundWriteKind;
  payload: null;
}

export function isPageWrite(request: WriteRequest | BackgroundWrite): request is WriteRequest {
  return !request.kind.startsWith('background:');
}

export interface FailedWrite {
  id: string;
  request: WriteRequest | BackgroundWrite;
  /** What the shopper calls the thing written: a product's or a list's name; empty for settings. */
  subject: string;
  error: ErrorCode;
  /** Milliseconds since the epoch. */
  at: number;
}

/** The newest failures are kept; an older one beyond this is dropped from the list. */
export const FAILED_WRITES_KEPT = 20;

/**
 * The newest first. A worker's own write that fails again for the same thing replaces the earlier
 * failure: a product visited ten times is one line, not ten.
 */
export function withFailedWrite(failures: readonly FailedWrite[], failure: FailedWrite): FailedWrite[] {
  const others = isPageWrite(failure.request)
    ? failures
    : failures.filter((earlier) => earlier.request.kind !== failure.request.kind || earlier.subject !== failure.subject);
  return [failure, ...others].slice(0, FAILED_WRITES_KEPT);
}

export function withoutFailedWrite(failures: readonly FailedWrite[], id: string): FailedWrite[] {
  return failures.filter((failure) => failure.id !== id);
}

/** Drops the failures of one kind of write: the worker's own retry has since succeeded. */
export function withoutFailedWritesOf(failures: readonly FailedWrite[], kind: FailedWrite['request']['kind']): FailedWrite[] {
  return failures.filter((failure) => failure.request.kind !== kind);
}
