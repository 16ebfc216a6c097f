import { randomBytes } from 'node:crypto';
import { aggregate, documentsWithAggregatedFields, parseAggregations } from './aggregation';
import type { RequestAuth } from './auth';
import { commitWrites } from './commit';
import { RpcError, invalidArgument } from './errors';
import { parseFieldPath } from './field-paths';
import { asArray, asObject, checkKeys, type JsonObject } from './json-shape';
import { runQuery } from './query-eval';
import { parseStructuredQuery } from './query-parse';
import { parseDocumentName, parseParentName } from './resource-names';
import type { Store } from './store';
import { toWireDocument } from './wire-document';
import { parseWrite } from './write-parse';
import type { UsageMeter } from './usage';

/** Index entries one billed read covers in an aggregation (Firestore bills one read per batch of up to 1,000). */
const INDEX_ENTRIES_PER_READ = 1_000;

/** One REST call: `POST /v1/{database}/documents[/{parent}]:{method}`. */
export interface RestCall {
  database: string;
  /** The resource the method was called on, e.g. `{database}/documents/users/u1`. */
  resource: string;
  method: string;
  body: unknown;
  auth: RequestAuth;
}

function refuseReadTime(body: JsonObject): void {
  if (body.readTime !== undefined) throw new RpcError('UNIMPLEMENTED', 'Reads at a past readTime are not supported by this development server.');
  if (body.explainOptions !== undefined) throw new RpcError('UNIMPLEMENTED', 'Query explain is not supported by this development server.');
}

/** Transactions are optimistic here: ids are handed out and accepted, commits check preconditions. */
function newTransactionId(): string {
  return randomBytes(12).toString('base64');
}

function commit(store: Store, call: RestCall, body: JsonObject, meter: UsageMeter): unknown {
  checkKeys(body, ['database', 'writes', 'transaction'], 'CommitRequest');
  const writes = asArray(body.writes ?? [], 'writes').map((write, i) => parseWrite(write, call.database, `writes[${i}]`));
  return commitWrites(store, call.database, writes, { meter, auth: call.auth });
}

function batchGet(store: Store, call: RestCall, body: JsonObject, meter: UsageMeter): unknown {
  checkKeys(body, ['database', 'documents', 'mask', 'transaction', 'newTransaction', 'readTime'], 'BatchGetDocumentsRequest');
  refuseReadTime(body);
  const names = asArray(body.documents ?? [], 'documents');
  const mask = body.mask === undefined ? undefined : asArray(asObject(body.mask, 'mask').fieldPaths ?? [], 'mask.fieldPaths').map((path, i) => parseFieldPath(path, `mask.fieldPaths[${i}]`));
  const database = store.database(call.database);
  const readTime = store.readTime;
  const transaction = body.newTransaction !== undefined ? newTransactionId() : undefined;
  return names.map((name, i) => {
    const { path } = parseDocumentName(name, call.database, `documents[${i}]`);
    const document = database.get(name as string);
    // A document that does not exist costs a read too.
    meter.record({ billed: 'reads', count: 1, cause: 'get', path, auth: call.auth });
    const result = document ? { found: toWireDocument(document, mask), readTime } : { missing: name, readTime };
    return i === 0 && transaction ? { ...result, transaction } : result;
  });
}

function runQueryCall(store: Store, call: RestCall, body: JsonObject, meter: UsageMeter): unknown {
  checkKeys(body, ['parent', 'structuredQuery', 'transaction', 'newTransaction', 'readTime', 'explainOptions'], 'RunQueryRequest');
  refuseReadTime(body);
  const parent = parseParentName(call.resource, call.database, 'parent');
  const query = parseStructuredQuery(body.structuredQuery, parent, call.database, 'structuredQuery');
  const readTime = store.readTime;
  const documents = runQuery(store.database(call.database), query);
  meter.record({ billed: 'reads', count: Math.max(1, documents.length), cause: 'query', path: collectionPathOf(parent, query.collectionId), auth: call.auth });
  const transaction = body.newTransaction !== undefined ? { transaction: newTransactionId() } : {};
  if (documents.length === 0) return [{ readTime, ...transaction }];
  return documents.map((document, i) => ({ document: toWireDocument(document, query.select), readTime, ...(i === 0 ? transaction : {}) }));
}

function runAggregationQueryCall(store: Store, call: RestCall, body: JsonObject, meter: UsageMeter): unknown {
  checkKeys(body, ['parent', 'structuredAggregationQuery', 'transaction', 'newTransaction', 'readTime', 'explainOptions'], 'RunAggregationQueryRequest');
  refuseReadTime(body);
  const parent = parseParentName(call.resource, call.database, 'parent');
  const aggregationQuery = asObject(body.structuredAggregationQuery, 'structuredAggregationQuery');
  checkKeys(aggregationQuery, ['structuredQuery', 'aggregations'], 'structuredAggregationQuery');
  const query = parseStructuredQuery(aggregationQuery.structuredQuery, parent, call.database, 'structuredAggregationQuery.structuredQuery');
  const aggregations = parseAggregations(aggregationQuery.aggregations, 'structuredAggregationQuery.aggregations');
  const aggregated = documentsWithAggregatedFields(aggregations, runQuery(store.database(call.database), query));
  const count = Math.max(1, Math.ceil(aggregated.length / INDEX_ENTRIES_PER_READ));
  meter.record({ billed: 'reads', count, cause: 'aggregation', path: collectionPathOf(parent, query.collectionId), auth: call.auth });
  const aggregateFields = Object.fromEntries(aggregations.map((aggregation) => [aggregation.alias, aggregate(aggregation, aggregated)]));
  const transaction = body.newTransaction !== undefined ? { transaction: newTransactionId() } : {};
  return [{ result: { aggregateFields }, readTime: store.readTime, ...transaction }];
}

function beginTransaction(body: JsonObject): unknown {
  checkKeys(body, ['database', 'options'], 'BeginTransactionRequest');
  return { transaction: newTransactionId() };
}

function rollback(body: JsonObject): unknown {
  checkKeys(body, ['database', 'transaction'], 'RollbackRequest');
  if (typeof body.transaction !== 'string' || body.transaction === '') throw invalidArgument('Missing transaction.');
  return {};
}

const collectionPathOf = (parent: string, collectionId: string): string => (parent === '' ? collectionId : `${parent}/${collectionId}`);

export function handleRestCall(store: Store, call: RestCall, meter: UsageMeter): unknown {
  const body = asObject(call.body, 'request');
  const onRoot = call.resource === `${call.database}/documents`;
  const rootOnly = (): void => {
    if (!onRoot) throw new RpcError('NOT_FOUND', `Method ${call.method} is called on the database, not on "${call.resource}".`);
  };
  switch (call.method) {
    case 'commit': rootOnly(); return commit(store, call, body, meter);
    case 'batchGet': rootOnly(); return batchGet(store, call, body, meter);
    case 'beginTransaction': rootOnly(); return beginTransaction(body);
    case 'rollback': rootOnly(); return rollback(body);
    case 'runQuery': return runQueryCall(store, call, body, meter);
    case 'runAggregationQuery': return runAggregationQueryCall(store, call, body, meter);
    default: throw new RpcError('NOT_FOUND', `Unknown method "${call.method}".`);
  }
}
