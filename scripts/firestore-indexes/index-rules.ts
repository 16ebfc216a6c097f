/**
 * Which index a Cloud Firestore (standard edition) query needs, as Google documents it
 * ("Index types in Cloud Firestore", "Manage indexes"): every field has single-field indexes of its
 * own at collection scope (ascending, descending, array-contains), none at collection-group scope;
 * equality filters on several fields merge single-field indexes; any other query on more than one
 * field needs a composite index: its equality fields, then its array-contains field, then its
 * orders as the query makes them (an inequality's field is ordered too, after the explicit orders).
 * The emulators never ask for an index; production refuses a query without one.
 */

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Direction = 'ASCENDING' | 'DESCENDING';
export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

/** The document id, as indexes name it (documentId() in a query). */
export const DOCUMENT_ID = '__name__';

export interface QueryShape {
  collectionGroup: string;
  scope: QueryScope;
  filters: readonly { field: string; op: FilterOp }[];
  orders: readonly { field: string; direction: Direction }[];
  /** Where the query is, for messages. */
  at: string;
}

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: readonly IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: readonly { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope: QueryScope }[];
}
export interface IndexFile {
  indexes: readonly CompositeIndex[];
  fieldOverrides?: readonly FieldOverride[];
}

const EQUALITY: readonly FilterOp[] = ['==', 'in'];
const ARRAY: readonly FilterOp[] = ['array-contains', 'array-contains-any'];

export type IndexNeed =
  /** Served by one field's single-field index (or none: only the document id). */
  | { kind: 'single-field'; field: string | null; mode: Direction | 'CONTAINS' }
  /** Equality on several fields: Firestore merges their single-field indexes. */
  | { kind: 'merged'; fields: readonly string[] }
  /** The composite index it needs; its first `equalities` fields may come in any order and direction. */
  | { kind: 'composite'; index: CompositeIndex; equalities: number };

/** The orders a query runs in: its explicit orders, then each inequality field not among them (by name, ascending). */
export function effectiveOrders(query: QueryShape): { field: string; direction: Direction }[] {
  const orders = query.orders.filter((order) => order.field !== DOCUMENT_ID);
  const ordered = new Set(orders.map((order) => order.field));
  const inequalities = [...new Set(query.filters.filter((filter) => !EQUALITY.includes(filter.op) && !ARRAY.includes(filter.op)).map((filter) => filter.field))]
    .filter((field) => field !== DOCUMENT_ID && !ordered.has(field))
    .sort();
  return [...orders, ...inequalities.map((field) => ({ field, direction: 'ASCENDING' as const }))];
}

export function indexNeeded(query: QueryShape): IndexNeed {
  const orders = effectiveOrders(query);
  const isOrdered = (field: string) => orders.some((order) => order.field === field);
  const equalities = [...new Set(query.filters.filter((filter) => EQUALITY.includes(filter.op) && filter.field !== DOCUMENT_ID).map((filter) => filter.field))].sort();
  const arrays = [...new Set(query.filters.filter((filter) => ARRAY.includes(filter.op)).map((filter) => filter.field))];
  const fields = new Set([...equalities, ...arrays, ...orders.map((order) => order.field)]);
  if (fields.size === 0) return { kind: 'single-field', field: null, mode: 'ASCENDING' };
  if (fields.size === 1) {
    const [field = ''] = fields;
    return { kind: 'single-field', field, mode: arrays.length > 0 ? 'CONTAINS' : (orders[0]?.direction ?? 'ASCENDING') };
  }
  if (arrays.length === 0 && orders.length === 0) return { kind: 'merged', fields: equalities };
  const leading = equalities.filter((field) => !isOrdered(field));
  return {
    kind: 'composite',
    equalities: leading.length,
    index: {
      collectionGroup: query.collectionGroup,
      queryScope: query.scope,
      fields: [
        ...leading.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
        ...arrays.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
        ...orders.map((order) => ({ fieldPath: order.field, order: order.direction })),
      ],
    },
  };
}

/** The index's fields without the document id Firestore appends. */
const withoutDocumentId = (fields: readonly IndexField[]) => fields.filter((field) => field.fieldPath !== DOCUMENT_ID);
const sameField = (a: IndexField | undefined, b: IndexField) => a?.fieldPath === b.fieldPath && a.order === b.order && a.arrayConfig === b.arrayConfig;

/**
 * Whether a composite index serves a query that needs `need`: the equality fields first (in any
 * order, either direction), then the array-contains field and the orders exactly.
 */
export function serves(index: CompositeIndex, need: Extract<IndexNeed, { kind: 'composite' }>): boolean {
  if (index.collectionGroup !== need.index.collectionGroup || index.queryScope !== need.index.queryScope) return false;
  const have = withoutDocumentId(index.fields);
  const want = withoutDocumentId(need.index.fields);
  if (have.length !== want.length) return false;
  const names = (fields: readonly IndexField[]) => fields.map((field) => field.fieldPath).sort().join('\n');
  const prefix = have.slice(0, need.equalities);
  if (names(prefix) !== names(want.slice(0, need.equalities)) || prefix.some((field) => field.order === undefined)) return false;
  return want.slice(need.equalities).every((field, at) => sameField(have[need.equalities + at], field));
}

/**
 * Whether the automatic single-field indexes, as `overrides` leave them, serve a query that needs
 * `need` (a single field, or merged equalities). Collection-group scope has none unless an
 * override adds it.
 */
export function servedBySingleFields(collectionGroup: string, scope: QueryScope, need: Exclude<IndexNeed, { kind: 'composite' }>, overrides: readonly FieldOverride[]): boolean {
  const wanted: { field: string; mode: Direction | 'CONTAINS' }[] =
    need.kind === 'merged' ? need.fields.map((field) => ({ field, mode: 'ASCENDING' as const })) : need.field === null ? [] : [{ field: need.field, mode: need.mode }];
  return wanted.every(({ field, mode }) => {
    const override = overrides.find((candidate) => candidate.collectionGroup === collectionGroup && candidate.fieldPath === field);
    if (override === undefined) return scope === 'COLLECTION';
    return override.indexes.some((index) => index.queryScope === scope && (mode === 'CONTAINS' ? index.arrayConfig === 'CONTAINS' : index.order === mode || (need.kind === 'merged' && index.order !== undefined)));
  });
}
