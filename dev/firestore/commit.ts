import { RpcError, invalidArgument } from './errors';
import { deleteField, getField, setField } from './field-paths';
import type { CommitEvent, DocumentChange, Store, StoredDocument } from './store';
import { versionToTimestamp } from './timestamps';
import { applyTransform, transformResult } from './transforms';
import { fieldsSize } from './values';
import type { Fields, Value } from './value-types';
import type { Write } from './write-parse';
import type { RequestAuth } from './auth';
import { topLevelFields, type UsageMeter } from './usage';

/** Who a commit is billed to, when the server counts what it bills. */
export interface CommitBilling {
  meter: UsageMeter;
  auth: RequestAuth;
}

export interface WriteResult {
  updateTime: string;
  transformResults?: Value[];
}

export interface CommitResult {
  commitTime: string;
  writeResults: WriteResult[];
}

const MAX_DOCUMENT_BYTES = 1_048_576;
const MAX_WRITES = 500;

function checkPrecondition(write: Write, current: StoredDocument | null): void {
  const { precondition } = write;
  if (!precondition) return;
  if (precondition.exists === true && !current) {
    if (write.kind === 'update') throw new RpcError('NOT_FOUND', `No document to update: ${write.name}`);
    throw new RpcError('FAILED_PRECONDITION', `The document does not exist: ${write.name}`);
  }
  if (precondition.exists === false && current) {
    if (write.kind === 'update') throw new RpcError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
    throw new RpcError('FAILED_PRECONDITION', `The document exists: ${write.name}`);
  }
  if (precondition.updateTime !== undefined && current?.updateTime !== precondition.updateTime) {
    throw new RpcError('FAILED_PRECONDITION', `The document was updated since ${precondition.updateTime}: ${write.name}`);
  }
}

function updatedFields(write: Extract<Write, { kind: 'update' }>, current: StoredDocument | null): Fields {
  // Parsed request values are fresh objects, so they can be stored without copying.
  if (!write.mask) return write.fields;
  const fields: Fields = current ? { ...current.fields } : {};
  for (const path of write.mask) {
    const value = getField(write.fields, path);
    if (value === undefined) deleteField(fields, path);
    else setField(fields, path, value);
  }
  return fields;
}

/**
 * Applies a batch of writes atomically: every precondition is checked against the state the
 * batch has built so far, and nothing is stored unless every write succeeds.
 */
export function commitWrites(store: Store, databaseName: string, writes: readonly Write[], billing?: CommitBilling): CommitResult {
  if (writes.length > MAX_WRITES) throw invalidArgument(`A commit may contain at most ${MAX_WRITES} writes.`);
  const database = store.database(databaseName);
  const version = store.nextVersion();
  const commitTime = versionToTimestamp(version);
  const pending = new Map<string, StoredDocument | null>();
  const writeResults: WriteResult[] = [];
  const existedBefore = new Map<string, boolean>();

  for (const write of writes) {
    const current = pending.has(write.name) ? (pending.get(write.name) ?? null) : (database.get(write.name) ?? null);
    if (!existedBefore.has(write.name)) existedBefore.set(write.name, current !== null);
    checkPrecondition(write, current);
    if (write.kind === 'verify') {
      writeResults.push({ updateTime: current?.updateTime ?? commitTime });
      continue;
    }
    if (write.kind === 'delete') {
      pending.set(write.name, null);
      writeResults.push({ updateTime: commitTime });
      continue;
    }
    const fields = updatedFields(write, current);
    const transformResults: Value[] = [];
    for (const transform of write.transforms) {
      const value = applyTransform(transform, getField(fields, transform.path), commitTime);
      setField(fields, transform.path, value);
      transformResults.push(transformResult(transform, value));
    }
    if (fieldsSize(fields) + Buffer.byteLength(write.name) > MAX_DOCUMENT_BYTES) {
      throw invalidArgument(`Document "${write.name}" cannot be larger than ${MAX_DOCUMENT_BYTES} bytes.`);
    }
    const unchanged = current !== null && JSON.stringify(current.fields) === JSON.stringify(fields);
    const next: StoredDocument = unchanged
      ? current
      : {
          name: write.name,
          fields,
          createTime: current?.createTime ?? commitTime,
          updateTime: commitTime,
          path: write.document.path,
          collection: write.document.collection,
          collectionId: write.document.collectionId,
          version,
        };
    pending.set(write.name, next);
    writeResults.push(write.transforms.length > 0 ? { updateTime: next.updateTime, transformResults } : { updateTime: next.updateTime });
  }

  const changes: DocumentChange[] = [];
  for (const [name, after] of pending) {
    const before = database.get(name) ?? null;
    if (before === after || (before === null && after === null)) continue;
    if (after) database.put(after);
    else database.remove(name, version);
    changes.push({ name, collection: (after ?? before)?.collection ?? '', before, after });
  }
  if (billing) billCommit(billing, writes, pending, existedBefore, version);
  const event: CommitEvent = { database: databaseName, version, changes };
  store.publish(event);
  return { commitTime, writeResults };
}

/** One write billed per written document and one delete per deleted one, as Firestore bills a commit (a precondition alone is free). */
function billCommit(
  billing: CommitBilling,
  writes: readonly Write[],
  after: ReadonlyMap<string, StoredDocument | null>,
  existedBefore: ReadonlyMap<string, boolean>,
  version: number,
): void {
  for (const write of writes) {
    if (write.kind === 'verify') continue;
    const base = { count: 1, path: write.document.path, auth: billing.auth, version };
    if (write.kind === 'delete') {
      billing.meter.record({ ...base, billed: 'deletes', cause: 'delete', after: null });
      continue;
    }
    const named = write.mask ? topLevelFields(write.mask) : Object.keys(write.fields);
    const fields = [...new Set([...named, ...topLevelFields(write.transforms.map((transform) => transform.path))])];
    billing.meter.record({ ...base, billed: 'writes', cause: 'write', fields, created: existedBefore.get(write.name) !== true, after: after.get(write.name) ?? null });
  }
}
