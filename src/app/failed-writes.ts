/**
 * Writes the server refused after the worker had answered the page (the shopper lost the role on a
 * shared list, a value the rules refuse): kept in the state pages see, each with the request that
 * would make it again, so the shopper is told what was not saved and can try again or let it go.
 * What the shopper typed is never dropped on their behalf: a refused save or item change stays
 * until they dismiss it (see `offersBack`).
 */
import type { ErrorCode } from '../platform/messaging/errors';
import type { ListSummary } from '../features/lists';
import type { ProductToSave } from '../features/saving';
import type { PayloadOfSpec } from '../platform/messaging/message-spec';
import type { alertsMessages } from '../features/alerts/protocol';
import type { listsMessages } from '../features/lists/protocol';
import type { savingMessages } from '../features/saving/protocol';
import type { sharingMessages } from '../features/sharing/protocol';
import type { trackingMessages } from '../features/tracking/protocol';

/** The features' messages that write. From the slices, not app/protocol.ts: its state type includes this file's. */
type WritingMessages = typeof listsMessages & typeof savingMessages & typeof trackingMessages & typeof alertsMessages & typeof sharingMessages;

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
export type WriteRequest = { [K in WriteKind]: { kind: K; payload: PayloadOfSpec<WritingMessages[K]> } }[WriteKind];

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
  /**
   * For a refused item change (`page:update-item`): the item's product as it was when the change
   * was made, so what was typed can be kept as a copy in one of the shopper's own lists even after
   * the shared list is gone from their state.
   */
  copy?: ProductToSave;
}

/**
 * A failure that holds what the shopper typed or chose, offered back to them (a product to save
 * in another list, a note or quantity to copy): kept until they dismiss it.
 */
export function offersBack(failure: FailedWrite): boolean {
  return failure.request.kind === 'page:save-item' || failure.request.kind === 'page:update-item';
}

/**
 * Whether "Try again" could work for a failure that offers something back: not when the shopper's
 * lists are known and its list is no longer one they may write to (removed, or now a viewer).
 */
export function mayRetry(failure: FailedWrite, lists: readonly ListSummary[] | null): boolean {
  const { request } = failure;
  if (lists === null || (request.kind !== 'page:save-item' && request.kind !== 'page:update-item')) return true;
  return lists.some((list) => list.id === request.payload.listId && list.role !== 'viewer');
}

/**
 * The newest failures are kept; an older one beyond this is dropped from the list, unless it offers
 * something back (`offersBack`): those stay until the shopper dismisses them.
 */
export const FAILED_WRITES_KEPT = 20;

/**
 * The newest first. A worker's own write that fails again for the same thing replaces the earlier
 * failure: a product visited ten times is one line, not ten.
 */
export function withFailedWrite(failures: readonly FailedWrite[], failure: FailedWrite): FailedWrite[] {
  const others = isPageWrite(failure.request)
    ? failures
    : failures.filter((earlier) => earlier.request.kind !== failure.request.kind || earlier.subject !== failure.subject);
  const all = [failure, ...others];
  let room = FAILED_WRITES_KEPT - all.filter(offersBack).length;
  return all.filter((kept) => offersBack(kept) || (room -= 1) >= 0);
}

export function withoutFailedWrite(failures: readonly FailedWrite[], id: string): FailedWrite[] {
  return failures.filter((failure) => failure.id !== id);
}

/** Drops the failures of one kind of write: the worker's own retry has since succeeded. */
export function withoutFailedWritesOf(failures: readonly FailedWrite[], kind: FailedWrite['request']['kind']): FailedWrite[] {
  return failures.filter((failure) => failure.request.kind !== kind);
}
