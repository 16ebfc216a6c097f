import { describe, expect, it } from 'vitest';
import { sameData } from '../../../../src/platform/state/same-data';

describe('sameData', () => {
  it('finds objects the same whatever the order of their keys, as storage returns them', () => {
    const fresh = { status: 'signed-in', uid: 'u1', items: { b: [{ id: 'i1', price: 3 }], a: [] } };
    const fromStorage = { items: { a: [], b: [{ price: 3, id: 'i1' }] }, status: 'signed-in', uid: 'u1' };
    expect(sameData(fresh, fromStorage)).toBe(true);
  });

  it('tells apart a changed value, a missing key and another array order', () => {
    expect(sameData({ price: 3 }, { price: 4 })).toBe(false);
    expect(sameData({ price: 3, note: '' }, { price: 3 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
  });

  it('counts a key holding undefined as absent, as JSON does', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
