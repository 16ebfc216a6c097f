import type { Reading } from './tracking';
import type { Backoff } from './backoff';

/** One item waiting for a re-check. `manual` ones came from "Check now" / "Check all now". */
export interface QueueEntry {
  listId: string;
  itemId: string;
  store: string;
  manual: boolean;
}

/** A reading not yet written (Firestore refused or was unreachable): kept and retried. */
export interface PendingReading {
  listId: string;
  itemId: string;
  reading: Reading;
}

/**
 * The engine's whole state, kept in storage.local after every step so that a stopped worker's
 * successor resumes where it stopped (docs/tracking.md).
 */
export interface RunState {
  queue: QueueEntry[];
  /** The item whose request was sent and whose result is not yet stored. */
  inFlight: QueueEntry | null;
  /** When each store may be asked next: last request + politeness interval + jitter. */
  storeNextAt: Record<string, number>;
  storeBackoff: Record<string, Backoff>;
  /** Firestore answered resource-exhausted: nothing is fetched or written until `until`. */
  quota: { failures: number; until: number } | null;
  /** This browser's own last check of each item (`listId/itemId`), whatever its outcome. */
  ownChecks: Record<string, number>;
  /** Leases asked for per `listId|store` group: whether this browser holds it, and until when. */
  leases: Record<string, { taken: boolean; until: number }>;
  pending: PendingReading[];
  progress: { done: number; total: number } | null;
}

export const EMPTY_RUN: RunState = {
  queue: [],
  inFlight: null,
  storeNextAt: {},
  storeBackoff: {},
  quota: null,
  ownChecks: {},
  leases: {},
  pending: [],
  progress: null,
};

export const itemKey = (entry: { listId: string; itemId: string }): string => `${entry.listId}/${entry.itemId}`;
export const groupKey = (entry: { listId: string; store: string }): string => `${entry.listId}|${entry.store}`;
