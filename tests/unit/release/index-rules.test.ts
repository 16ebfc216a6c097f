import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, indexNeeded, servedBySingleFields, serves, type QueryShape } from '../../../scripts/firestore-indexes/index-rules';

const shape = (filters: QueryShape['filters'], orders: QueryShape['orders'] = [], scope: QueryShape['scope'] = 'COLLECTION'): QueryShape => ({
  collectionGroup: 'cities',
  scope,
  filters,
  orders,
  at: 'test',
});
const composite = (query: QueryShape) => {
  const need = indexNeeded(query);
  if (need.kind !== 'composite') throw new Error(`expected a composite index, got ${need.kind}`);
  return need;
};

describe('which index a Firestore query needs (Google’s documented rules)', () => {
  it('one field, filtered or ordered either way, or only the document id: a single-field index Firestore keeps by itself', () => {
    expect(indexNeeded(shape([{ field: 'state', op: '==' }]))).toEqual({ kind: 'single-field', field: 'state', mode: 'ASCENDING' });
    expect(indexNeeded(shape([{ field: 'population', op: '<' }], [{ field: 'population', direction: 'DESCENDING' }]))).toEqual({ kind: 'single-field', field: 'population', mode: 'DESCENDING' });
    expect(indexNeeded(shape([{ field: 'regions', op: 'array-contains' }]))).toEqual({ kind: 'single-field', field: 'regions', mode: 'CONTAINS' });
    expect(indexNeeded(shape([{ field: DOCUMENT_ID, op: '>=' }], [{ field: DOCUMENT_ID, direction: 'ASCENDING' }]))).toEqual({ kind: 'single-field', field: null, mode: 'ASCENDING' });
  });

  it('equality on several fields: the single-field indexes merge', () => {
    expect(indexNeeded(shape([{ field: 'state', op: '==' }, { field: 'capital', op: '==' }]))).toEqual({ kind: 'merged', fields: ['capital', 'state'] });
  });

  it('equality with an order or a range on another field: a composite index, equality first', () => {
    expect(composite(shape([{ field: 'state', op: '==' }], [{ field: 'population', direction: 'DESCENDING' }])).index.fields).toEqual([
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'population', order: 'DESCENDING' },
    ]);
    // An inequality's field is ordered (ascending) even without orderBy.
    expect(composite(shape([{ field: 'state', op: '==' }, { field: 'population', op: '>' }])).index.fields).toEqual([
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'population', order: 'ASCENDING' },
    ]);
  });

  it('array-contains with another field: a composite index with the array field as CONTAINS', () => {
    expect(composite(shape([{ field: 'regions', op: 'array-contains' }, { field: 'state', op: '==' }])).index.fields).toEqual([
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'regions', arrayConfig: 'CONTAINS' },
    ]);
  });

  it('orders on two fields: a composite index in the query’s order', () => {
    expect(composite(shape([], [{ field: 'state', direction: 'ASCENDING' }, { field: 'population', direction: 'DESCENDING' }])).index.fields).toEqual([
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'population', order: 'DESCENDING' },
    ]);
  });

  it('an index serves the query: equality fields in any order and direction, then the orders exactly', () => {
    const need = composite(shape([{ field: 'state', op: '==' }, { field: 'capital', op: '==' }], [{ field: 'population', direction: 'DESCENDING' }]));
    const index = (fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING' }[], queryScope: 'COLLECTION' | 'COLLECTION_GROUP' = 'COLLECTION') => ({ collectionGroup: 'cities', queryScope, fields });
    expect(serves(index([{ fieldPath: 'state', order: 'DESCENDING' }, { fieldPath: 'capital', order: 'ASCENDING' }, { fieldPath: 'population', order: 'DESCENDING' }]), need)).toBe(true);
    expect(serves(index([{ fieldPath: 'capital', order: 'ASCENDING' }, { fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'population', order: 'DESCENDING' }, { fieldPath: DOCUMENT_ID, order: 'DESCENDING' }]), need)).toBe(true);
    expect(serves(index([{ fieldPath: 'capital', order: 'ASCENDING' }, { fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'population', order: 'ASCENDING' }]), need)).toBe(false);
    expect(serves(index([{ fieldPath: 'population', order: 'DESCENDING' }, { fieldPath: 'capital', order: 'ASCENDING' }, { fieldPath: 'state', order: 'ASCENDING' }]), need)).toBe(false);
    expect(serves(index([{ fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'population', order: 'DESCENDING' }]), need)).toBe(false);
    expect(serves(index([{ fieldPath: 'capital', order: 'ASCENDING' }, { fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'population', order: 'DESCENDING' }], 'COLLECTION_GROUP'), need)).toBe(false);
  });

  it('single-field indexes: kept at collection scope unless an override takes them away; at collection-group scope only by an override', () => {
    const need = indexNeeded(shape([{ field: 'expiresAt', op: '<' }]));
    if (need.kind === 'composite') throw new Error('expected a single-field need');
    expect(servedBySingleFields('cities', 'COLLECTION', need, [])).toBe(true);
    expect(servedBySingleFields('cities', 'COLLECTION', need, [{ collectionGroup: 'cities', fieldPath: 'expiresAt', ttl: true, indexes: [] }])).toBe(false);
    expect(servedBySingleFields('cities', 'COLLECTION_GROUP', need, [])).toBe(false);
    expect(servedBySingleFields('cities', 'COLLECTION_GROUP', need, [{ collectionGroup: 'cities', fieldPath: 'expiresAt', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] }])).toBe(true);
    expect(servedBySingleFields('other', 'COLLECTION', need, [{ collectionGroup: 'cities', fieldPath: 'expiresAt', indexes: [] }])).toBe(true);
  });
});
