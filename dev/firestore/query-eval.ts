import { DOCUMENT_ID_FIELD, type FieldPath, getField, setField } from './field-paths';
import { compareResourceNames, compareValues, sameTypeOrder, valuesEqual } from './ordering';
import type { Bound, Filter, Query } from './query-parse';
import type { Database, StoredDocument } from './store';
import { arrayValues, isNaNValue, isNullValue } from './values';
import type { Fields, Value } from './value-types';

function valueAt(document: StoredDocument, path: FieldPath): Value | undefined {
  if (path.length === 1 && path[0] === DOCUMENT_ID_FIELD) return { referenceValue: document.name };
  return getField(document.fields, path);
}

function matchesFilter(filter: Filter, document: StoredDocument): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND'
      ? filter.filters.every((child) => matchesFilter(child, document))
      : filter.filters.some((child) => matchesFilter(child, document));
  }
  const value = valueAt(document, filter.path);
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NULL': return isNullValue(value);
      case 'IS_NAN': return isNaNValue(value);
      case 'IS_NOT_NULL': return value !== undefined && !isNullValue(value);
      case 'IS_NOT_NAN': return value !== undefined && !isNullValue(value) && !isNaNValue(value);
    }
  }
  if (value === undefined) return false;
  const operand = filter.value;
  switch (filter.op) {
    case 'EQUAL': return valuesEqual(value, operand);
    case 'NOT_EQUAL': return !isNullValue(value) && !valuesEqual(value, operand);
    case 'LESS_THAN': return sameTypeOrder(value, operand) && compareValues(value, operand) < 0;
    case 'LESS_THAN_OR_EQUAL': return sameTypeOrder(value, operand) && compareValues(value, operand) <= 0;
    case 'GREATER_THAN': return sameTypeOrder(value, operand) && compareValues(value, operand) > 0;
    case 'GREATER_THAN_OR_EQUAL': return sameTypeOrder(value, operand) && compareValues(value, operand) >= 0;
    case 'ARRAY_CONTAINS': return (arrayValues(value) ?? []).some((item) => valuesEqual(item, operand));
    case 'IN': return (arrayValues(operand) ?? []).some((item) => valuesEqual(item, value));
    case 'ARRAY_CONTAINS_ANY': {
      const candidates = arrayValues(operand) ?? [];
      return (arrayValues(value) ?? []).some((item) => candidates.some((candidate) => valuesEqual(item, candidate)));
    }
    case 'NOT_IN': return !isNullValue(value) && !(arrayValues(operand) ?? []).some((item) => valuesEqual(item, value));
  }
}

/** Where the document sorts relative to a cursor position: negative when the cursor is before it. */
function compareBoundToDocument(bound: Bound, query: Query, document: StoredDocument): number {
  for (let i = 0; i < bound.values.length; i++) {
    const order = query.orderBy[i];
    const position = bound.values[i];
    if (!order || !position) break;
    const documentValue = valueAt(document, order.path);
    let comparison = documentValue === undefined ? 1 : compareValues(position, documentValue);
    if (order.descending) comparison = -comparison;
    if (comparison !== 0) return comparison;
  }
  return 0;
}

/** Whether a document in this collection (a path below `documents/`) is one the query reads. */
export function collectionInScope(query: Query, collection: string): boolean {
  if (!query.allDescendants) {
    return collection === (query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`);
  }
  const collectionId = collection.slice(collection.lastIndexOf('/') + 1);
  return collectionId === query.collectionId && (query.parent === '' || collection.startsWith(`${query.parent}/`));
}

export function inScope(query: Query, document: StoredDocument): boolean {
  return collectionInScope(query, document.collection);
}

/** Whether the document belongs to the query's results before offset and limit are applied. */
export function matchesQuery(query: Query, document: StoredDocument): boolean {
  if (!inScope(query, document)) return false;
  for (const order of query.orderBy) {
    if (valueAt(document, order.path) === undefined) return false;
  }
  if (query.filter && !matchesFilter(query.filter, document)) return false;
  if (query.startAt) {
    const comparison = compareBoundToDocument(query.startAt, query, document);
    if (query.startAt.inclusive ? comparison > 0 : comparison >= 0) return false;
  }
  if (query.endAt) {
    const comparison = compareBoundToDocument(query.endAt, query, document);
    if (query.endAt.inclusive ? comparison < 0 : comparison <= 0) return false;
  }
  return true;
}

export function documentComparator(query: Query): (left: StoredDocument, right: StoredDocument) => number {
  return (left, right) => {
    for (const order of query.orderBy) {
      const comparison = order.path.length === 1 && order.path[0] === DOCUMENT_ID_FIELD
        ? compareResourceNames(left.path, right.path)
        : compareValues(valueAt(left, order.path) as Value, valueAt(right, order.path) as Value);
      if (comparison !== 0) return order.descending ? -comparison : comparison;
    }
    return 0;
  };
}

export function queryCollectionPaths(database: Database, query: Query): string[] {
  return database.collectionPaths(query.parent, query.collectionId, query.allDescendants);
}

/** Runs the query: filter, order, cursors, then offset and limit. */
export function runQuery(database: Database, query: Query): StoredDocument[] {
  const matches: StoredDocument[] = [];
  for (const document of database.documentsIn(queryCollectionPaths(database, query))) {
    if (matchesQuery(query, document)) matches.push(document);
  }
  matches.sort(documentComparator(query));
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return query.offset > 0 || end !== undefined ? matches.slice(query.offset, end) : matches;
}

/** Keeps only the selected fields, as a query's `select` or a batch get's mask asks. */
export function project(fields: Fields, paths: readonly FieldPath[] | undefined): Fields {
  if (!paths) return fields;
  const projected: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(projected, path, value);
  }
  return projected;
}
