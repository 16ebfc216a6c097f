import { RpcError, invalidArgument } from './errors';
import { asArray, asBoolean, asInteger, asObject, checkKeys, type JsonObject } from './json-shape';
import { collectionInScope, matchesQuery, runQuery } from './query-eval';
import { type Query, parseStructuredQuery } from './query-parse';
import { parseDocumentName, parseParentName } from './resource-names';
import type { Database, StoredDocument } from './store';
import { canonicalTimestamp, timestampToVersion } from './timestamps';

/** A target of a Listen stream: a query, or a fixed list of documents. */
export type TargetSpec = { kind: 'query'; query: Query } | { kind: 'documents'; names: Set<string> };

export interface TargetRequest {
  targetId: number;
  spec: TargetSpec;
  resumeToken: string | undefined;
  readTimeVersion: number | undefined;
  /** Remove the target once it is current, as for a one-shot read. */
  once: boolean;
}

export function parseAddTarget(raw: unknown, database: string): TargetRequest {
  const where = 'addTarget';
  const object: JsonObject = asObject(raw, where);
  checkKeys(object, ['query', 'documents', 'resumeToken', 'readTime', 'targetId', 'once', 'expectedCount'], where);
  const targetId = asInteger(object.targetId ?? 0, `${where}.targetId`);
  if (targetId <= 0) throw invalidArgument('Listen targets need a positive targetId.');
  let spec: TargetSpec;
  if (object.query !== undefined) {
    const query = asObject(object.query, `${where}.query`);
    checkKeys(query, ['parent', 'structuredQuery'], `${where}.query`);
    const parent = parseParentName(query.parent, database, `${where}.query.parent`);
    spec = { kind: 'query', query: parseStructuredQuery(query.structuredQuery, parent, database, `${where}.query.structuredQuery`) };
  } else if (object.documents !== undefined) {
    const documents = asObject(object.documents, `${where}.documents`);
    checkKeys(documents, ['documents'], `${where}.documents`);
    const names = asArray(documents.documents ?? [], `${where}.documents.documents`).map((name, i) => {
      parseDocumentName(name, database, `${where}.documents.documents[${i}]`);
      return name as string;
    });
    spec = { kind: 'documents', names: new Set(names) };
  } else {
    throw invalidArgument('A Listen target needs a query or documents.');
  }
  const resumeToken = typeof object.resumeToken === 'string' && object.resumeToken !== '' ? object.resumeToken : undefined;
  const readTimeVersion = object.readTime === undefined ? undefined : timestampToVersion(canonicalTimestamp(object.readTime, `${where}.readTime`));
  const once = object.once === undefined ? false : asBoolean(object.once, `${where}.once`);
  return { targetId, spec, resumeToken, readTimeVersion, once };
}

export function targetIdOf(raw: unknown): number {
  const id = asInteger(raw, 'removeTarget');
  if (id <= 0) throw new RpcError('INVALID_ARGUMENT', 'removeTarget needs a positive target id.');
  return id;
}

/** Whether a document, in its current state, belongs to the target (ignoring limit and offset). */
export function targetMatches(spec: TargetSpec, document: StoredDocument): boolean {
  return spec.kind === 'documents' ? spec.names.has(document.name) : matchesQuery(spec.query, document);
}

/** Whether a change to the document with this name, in this collection, could concern the target. */
export function targetCovers(spec: TargetSpec, name: string, collection: string): boolean {
  return spec.kind === 'documents' ? spec.names.has(name) : collectionInScope(spec.query, collection);
}

export function isLimited(spec: TargetSpec): boolean {
  return spec.kind === 'query' && (spec.query.limit !== undefined || spec.query.offset > 0);
}

/** The documents the target holds now, in query order. */
export function targetResults(spec: TargetSpec, database: Database): StoredDocument[] {
  if (spec.kind === 'query') return runQuery(database, spec.query);
  const documents: StoredDocument[] = [];
  for (const name of spec.names) {
    const document = database.get(name);
    if (document) documents.push(document);
  }
  return documents;
}
