import { buildBloomFilter } from './bloom-filter';
import { RpcError, invalidArgument, toRpcError } from './errors';
import { asObject, checkKeys, isObject } from './json-shape';
import { inScope, queryCollectionPaths } from './query-eval';
import { toWireDocument } from './wire-document';
import { decodeResumeToken, encodeResumeToken } from './resume-token';
import type { CommitEvent, Database, Store, StoredDocument } from './store';
import type { ServerStats, StreamHandler, StreamSink } from './stream-sink';
import type { RequestAuth } from './auth';
import type { UsageCause, UsageMeter } from './usage';
import { type TargetSpec, isLimited, parseAddTarget, targetCovers, targetIdOf, targetMatches, targetResults } from './listen-target';
import { versionToTimestamp } from './timestamps';

interface ActiveTarget {
  id: number;
  spec: TargetSpec;
  /** Names of the documents the client has been told are in the target. */
  members: Set<string>;
}

interface PendingDocumentUpdate {
  document: StoredDocument | null;
  targetIds: number[];
  removedTargetIds: number[];
}

/**
 * The Listen stream: answers each added target with ADD, its documents, CURRENT and a global
 * snapshot, then fans every commit out to the targets it concerns, each commit ending in a
 * global NO_CHANGE that carries the read time and a resume token.
 */
export class ListenStream implements StreamHandler {
  private readonly targets = new Map<number, ActiveTarget>();
  private readonly unsubscribe: () => void;
  /** The versions of the resume tokens this stream handed out: its client was connected while holding them. */
  private readonly tokenVersions = new Set<number>();

  constructor(
    private readonly store: Store,
    private readonly databaseName: string,
    private readonly sink: StreamSink,
    private readonly stats: ServerStats,
    private readonly meter: UsageMeter,
    private readonly auth: RequestAuth,
  ) {
    this.unsubscribe = store.subscribe((event) => this.onCommit(event));
  }

  private get database(): Database {
    return this.store.database(this.databaseName);
  }

  handle(message: unknown): void {
    const request = asObject(message, 'ListenRequest');
    checkKeys(request, ['database', 'addTarget', 'removeTarget', 'labels'], 'ListenRequest');
    if (request.database !== undefined && request.database !== this.databaseName) {
      throw invalidArgument(`ListenRequest.database ${JSON.stringify(request.database)} does not match the channel's database.`);
    }
    if (request.addTarget !== undefined) this.addTarget(request.addTarget);
    else if (request.removeTarget !== undefined) this.removeTarget(targetIdOf(request.removeTarget));
    else throw invalidArgument('A ListenRequest needs addTarget or removeTarget.');
  }

  close(): void {
    this.unsubscribe();
    this.targets.clear();
    this.meter.noteLive(this.tokenVersions, this);
  }

  private resumeToken(): string {
    const version = this.store.lastVersion;
    this.tokenVersions.add(version);
    this.meter.noteLive([version], this);
    return encodeResumeToken(this.store.epoch, version);
  }

  private bill(cause: UsageCause, count: number, path: string, version?: number): void {
    this.meter.record({ billed: 'reads', count, cause, path, auth: this.auth, ...(version !== undefined && { version }) });
  }

  /** What a target reads, as a bill names it: its collection, or its document. */
  private static pathOf(spec: TargetSpec): string {
    if (spec.kind === 'documents') return [...spec.names].map((name) => name.replace(/^.*?\/documents\//, '')).join(',');
    return spec.query.parent === '' ? spec.query.collectionId : `${spec.query.parent}/${spec.query.collectionId}`;
  }

  private sendGlobalSnapshot(): void {
    this.sink.send({ targetChange: { targetChangeType: 'NO_CHANGE', readTime: this.store.readTime, resumeToken: this.resumeToken() } });
  }

  private sendDocument(document: StoredDocument, targetIds: number[], removedTargetIds: number[]): void {
    this.stats.documentsSent++;
    this.sink.send({ documentChange: { document: toWireDocument(document), targetIds, removedTargetIds } });
  }

  private sendGone(kind: 'documentDelete' | 'documentRemove', name: string, removedTargetIds: number[], version: number): void {
    this.sink.send({ [kind]: { document: name, removedTargetIds, readTime: versionToTimestamp(version) } });
  }

  private addTarget(raw: unknown): void {
    const rawId = isObject(raw) ? raw.targetId : undefined;
    let request;
    try {
      request = parseAddTarget(raw, this.databaseName);
      if (this.targets.has(request.targetId)) throw invalidArgument(`Target id ${request.targetId} is already in use.`);
    } catch (error) {
      const id = Number.isSafeInteger(Number(rawId)) ? Number(rawId) : 0;
      this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: toRpcError(error).toStreamStatus() } });
      return;
    }
    const { targetId, spec, resumeToken } = request;
    const resumeVersion = resumeToken === undefined ? undefined : decodeResumeToken(resumeToken, this.store.epoch);
    const results = targetResults(spec, this.database);
    const target: ActiveTarget = { id: targetId, spec, members: new Set(results.map((document) => document.name)) };
    this.targets.set(targetId, target);

    this.sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } });
    const resumable = resumeVersion !== undefined && resumeVersion <= this.store.lastVersion && resumeVersion >= this.database.tombstoneHorizon;
    if (resumable) {
      // Within the window only the changes sent are billed; after it, Firestore runs the query anew and bills its whole result.
      const late = this.meter.resumesTooLate(resumeVersion, this);
      if (late) this.bill('listen-restart', Math.max(1, results.length), ListenStream.pathOf(spec));
      else this.bill('listen-resumed-target', 0, ListenStream.pathOf(spec));
      this.sendChangesSince(target, results, resumeVersion, late ? null : 'listen-resume');
    } else {
      this.bill('listen-start', Math.max(1, results.length), ListenStream.pathOf(spec));
      // The client may hold documents from a history this server cannot vouch for.
      if (resumeToken !== undefined || request.readTimeVersion !== undefined) {
        this.sink.send({ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } });
      }
      for (const document of results) this.sendDocument(document, [targetId], []);
    }
    this.sink.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [targetId], resumeToken: this.resumeToken() } });
    this.sendGlobalSnapshot();
    if (request.once) this.removeTarget(targetId);
  }

  /** The delta for a client that already holds the target as of `version`. */
  private sendChangesSince(target: ActiveTarget, results: readonly StoredDocument[], version: number, billAs: UsageCause | null): void {
    const { spec, id } = target;
    for (const document of results) {
      if (document.version > version) {
        this.sendDocument(document, [id], []);
        if (billAs) this.bill(billAs, 1, document.path);
      }
    }
    const database = this.database;
    const gone: string[] = [];
    if (spec.kind === 'query') {
      const paths = queryCollectionPaths(database, spec.query);
      for (const document of database.documentsIn(paths)) {
        if (document.version > version && !target.members.has(document.name) && inScope(spec.query, document)) {
          this.sendGone('documentRemove', document.name, [id], document.version);
          // A document that left the result because it changed is billed; a deleted one is not.
          if (billAs) this.bill(billAs, 1, document.path);
          gone.push(document.name);
        }
      }
    }
    for (const [name, tombstone] of database.tombstones) {
      if (tombstone.version > version && targetCovers(spec, name, tombstone.collection)) {
        this.sendGone('documentDelete', name, [id], tombstone.version);
        gone.push(name);
      }
    }
    if (spec.kind !== 'query') return;
    // Lets the client find documents it still holds that left the target without a change of
    // their own (a limited window that moved): whatever is not in the bloom filter is gone. The
    // names removed above are included so that the client does not count them twice.
    const unchangedNames = buildBloomFilter([...target.members, ...gone]);
    this.sink.send({ filter: { targetId: id, count: results.length, unchangedNames } });
  }

  private removeTarget(targetId: number): void {
    this.targets.delete(targetId);
    this.meter.noteLive(this.tokenVersions, this);
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } });
  }

  private onCommit(event: CommitEvent): void {
    if (event.database !== this.databaseName || this.targets.size === 0) return;
    try {
      const updates = this.collectUpdates(event);
      if (updates.size === 0) return;
      const changed = new Set(event.changes.map((change) => change.name));
      for (const [name, update] of updates) {
        if (update.document) this.sendDocument(update.document, update.targetIds, update.removedTargetIds);
        else this.sendGone('documentDelete', name, update.removedTargetIds, event.version);
        // One read per listener told of a change, also when the change took it out of the result; a
        // deletion, or a document pushed out of a limited window by another, costs nothing.
        const billed = update.targetIds.length + (update.document && changed.has(name) ? update.removedTargetIds.length : 0);
        const path = update.document?.path ?? event.changes.find((change) => change.name === name)?.before?.path ?? name;
        if (billed > 0) this.bill('listen-change', billed, path, event.version);
      }
      this.sendGlobalSnapshot();
    } catch (error) {
      this.sink.fail(error instanceof RpcError ? error : toRpcError(error));
    }
  }

  private collectUpdates(event: CommitEvent): Map<string, PendingDocumentUpdate> {
    const database = this.database;
    const updates = new Map<string, PendingDocumentUpdate>();
    const updateFor = (name: string, document: StoredDocument | null): PendingDocumentUpdate => {
      let update = updates.get(name);
      if (!update) {
        update = { document, targetIds: [], removedTargetIds: [] };
        updates.set(name, update);
      }
      return update;
    };
    const changed = new Set(event.changes.map((change) => change.name));
    for (const target of this.targets.values()) {
      const concerned = event.changes.filter((change) => targetCovers(target.spec, change.name, change.collection));
      if (concerned.length === 0) continue;
      if (isLimited(target.spec)) {
        // A change can push other documents into or out of a limited window, so re-run it.
        const results = targetResults(target.spec, database);
        const next = new Set(results.map((document) => document.name));
        for (const document of results) {
          if (!target.members.has(document.name) || changed.has(document.name)) updateFor(document.name, document).targetIds.push(target.id);
        }
        for (const name of target.members) {
          if (!next.has(name)) updateFor(name, database.get(name) ?? null).removedTargetIds.push(target.id);
        }
        target.members = next;
        continue;
      }
      for (const change of concerned) {
        if (change.after && targetMatches(target.spec, change.after)) {
          updateFor(change.name, change.after).targetIds.push(target.id);
          target.members.add(change.name);
        } else if (target.members.delete(change.name)) {
          updateFor(change.name, change.after).removedTargetIds.push(target.id);
        }
      }
    }
    return updates;
  }
}
