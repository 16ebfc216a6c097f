import type { RequestAuth } from './auth';
import type { StoredDocument } from './store';

/**
 * What Cloud Firestore bills, counted as it bills it (firebase.google.com/docs/firestore/pricing,
 * "Listening to query results" and "Minimum charge"): one read per document a get or query
 * returns, at least one per query; one per document a listener receives, the whole result (at
 * least one) when it starts, only what changed when it resumes within 30 minutes, the whole
 * result again after that; one read when a change moves a document out of a listener's result,
 * none for a deletion; one write per written document, one delete per deleted one. Security
 * rules' document reads are not counted: this server evaluates no rules.
 */
export type Billed = 'reads' | 'writes' | 'deletes';

export type UsageCause =
  /** A listener's first result (no resume token): every document, at least one read. */
  | 'listen-start'
  /** A listener resumed within RESUME_WINDOW_MS of its last connection: the changed documents. */
  | 'listen-resume'
  /** A listener resumed within the window, billed nothing by itself (count 0): how often listeners resume. */
  | 'listen-resumed-target'
  /** A listener resumed after RESUME_WINDOW_MS: billed as a new query, though only changes are sent. */
  | 'listen-restart'
  /** A running listener told of a document that changed. */
  | 'listen-change'
  | 'get'
  | 'query'
  | 'aggregation'
  | 'write'
  | 'delete';

export interface UsageEvent {
  billed: Billed;
  count: number;
  cause: UsageCause;
  /** The document's path below `documents/`, or for a query (and a listener's start) the collection it reads. */
  path: string;
  auth: RequestAuth;
  /** The commit that wrote the document, or whose change a listener was told of. */
  version?: number;
  /** A write: the top-level fields it names (its mask, or every field of a whole set), and the document as written. */
  fields?: readonly string[];
  created?: boolean;
  after?: StoredDocument | null;
}

/** After this long without a connection, a resumed listener is billed as a new query. */
export const RESUME_WINDOW_MS = 30 * 60_000;

export type UsageTotals = Record<Billed, number>;

/** Counts what the server bills and tells subscribers of each billed operation, as it happens. */
export class UsageMeter {
  private readonly counted: UsageTotals = { reads: 0, writes: 0, deletes: 0 };
  private readonly subscribers = new Set<(event: UsageEvent) => void>();
  /**
   * Until when a client was connected holding each resume token (by the version it names): by which
   * connection last, and by any other before it. A client back after a quiet night resumes every
   * listener from one version, which its own first resumed listener hands out again at once: only
   * the other connections' times say how long it was away.
   */
  private readonly liveUntil = new Map<number, { at: number; by: object; byOthers: number | undefined }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  totals(): UsageTotals {
    return { ...this.counted };
  }

  /** Counts the event (a count of 0 only tells subscribers that something happened). */
  record(event: UsageEvent): void {
    if (event.count < 0) throw new Error(`A negative bill: ${event.count}`);
    this.counted[event.billed] += event.count;
    for (const subscriber of this.subscribers) subscriber(event);
  }

  subscribe(subscriber: (event: UsageEvent) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  reset(): void {
    this.counted.reads = 0;
    this.counted.writes = 0;
    this.counted.deletes = 0;
    this.liveUntil.clear();
  }

  /** Connection `by` holds tokens of these versions and is connected now (a token handed out, a target or stream ending). */
  noteLive(versions: Iterable<number>, by: object): void {
    const at = this.now();
    for (const version of versions) {
      const last = this.liveUntil.get(version);
      const byOthers = last === undefined ? undefined : last.by === by ? last.byOthers : last.at;
      this.liveUntil.set(version, { at, by, byOthers });
    }
  }

  /**
   * Whether a listener resuming from `version` on connection `by` was away longer than
   * RESUME_WINDOW_MS (or from a token never handed out here): counted from the last time another
   * connection held that version, since this one is the client coming back.
   */
  resumesTooLate(version: number, by: object): boolean {
    const last = this.liveUntil.get(version);
    const live = last === undefined ? undefined : last.by === by ? last.byOthers : last.at;
    return live === undefined || this.now() - live > RESUME_WINDOW_MS;
  }
}

/** The top-level field names of field paths (`lastCheck.at` → `lastCheck`). */
export function topLevelFields(paths: readonly (readonly string[])[]): string[] {
  return [...new Set(paths.map((path) => path[0] ?? ''))];
}
