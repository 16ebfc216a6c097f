import { describe, expect, it } from 'vitest';
import { exportAlertOf, exportAlertRulesOf, exportItemOf, exportObservationOf } from '../../../../../src/features/your-data/worker/export-fields';
import { T0, alertEntry, storedItem, storedObservation } from '../fixtures';

describe('exportObservationOf', () => {
  it('keeps every field, with ISO times and the hour id', () => {
    expect(exportObservationOf('2026010303', storedObservation())).toEqual({
      hour: '2026010303',
      observedAt: new Date(T0 + 86_400_000).toISOString(),
      amount: 299.99,
      currency: 'EUR',
      availability: 'in-stock',
      outcome: 'ok',
      source: 'recheck',
      method: 'json-ld',
      confidence: 0.95,
      observerId: 'ana',
      expiresAt: new Date(T0 + 731 * 86_400_000).toISOString(),
    });
  });

  it('reads an observation from before tracking as the app does (ok, a visit, no expiry)', () => {
    const old = exportObservationOf('2025010100', { amount: 10, currency: 'USD', observedAt: T0 });
    expect(old).toMatchObject({ outcome: 'ok', source: 'visit', availability: 'unknown', method: null, confidence: 0, expiresAt: null, observerId: null });
  });

  it('exports the hour of an observation keyed by its hour and observer, as of one keyed by the hour alone', () => {
    expect(exportObservationOf('2026010303_ana', storedObservation()).hour).toBe('2026010303');
    expect(exportItemOf('I1', storedItem({ observationHour: '2026010303_ana' }), [])?.observationHour).toBe('2026010303');
    expect(exportItemOf('I1', storedItem({ observationHour: '2026010303_a/b' }), [])?.observationHour).toBeNull();
  });

    it('drops a non-positive amount and an unknown method', () => {
    expect(exportObservationOf('2025010100', storedObservation({ amount: 0, method: 'guess' }))).toMatchObject({ amount: null, method: null });
  });
});

describe('exportItemOf', () => {
  it('keeps every stored field and the history, oldest first', () => {
    const history = [exportObservationOf('2026010400', storedObservation()), exportObservationOf('2026010303', storedObservation())];
    const item = exportItemOf('lego', storedItem(), history);
    expect(item).toMatchObject({
      id: 'lego',
      name: 'Lego 42115',
      sku: 'L-42115',
      gtin: '5702016616378',
      confidence: 0.95,
      savedPrice: 319.99,
      addedAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0 + 1000).toISOString(),
      observationHour: '2026010303',
      lastCheck: { at: new Date(T0 + 86_400_000).toISOString(), outcome: 'ok', source: 'recheck', observerId: 'ana' },
      trend: [{ at: new Date(T0 + 86_400_000).toISOString(), amount: 299.99, availability: 'in-stock' }],
    });
    expect(item?.history.map((point) => point.hour)).toEqual(['2026010303', '2026010400']);
  });

  it('skips a document without a name or an address, as the listeners do', () => {
    expect(exportItemOf('x', storedItem({ name: undefined }), [])).toBeNull();
    expect(exportItemOf('x', storedItem({ url: 42 }), [])).toBeNull();
  });

  it('gives an item saved before tracking what the app shows for it', () => {
    const item = exportItemOf('old', { name: 'Old', url: 'https://shop.example/old' }, []);
    expect(item).toMatchObject({
      productKey: 'https://shop.example/old',
      store: '',
      price: null,
      availability: 'unknown',
      method: 'manual',
      confidence: null,
      note: '',
      quantity: 1,
      status: 'wanted',
      addedAt: null,
      lastCheck: null,
      trend: [],
      observationHour: null,
    });
  });

  it('leaves out trend points and a last check that do not parse', () => {
    const item = exportItemOf('lego', storedItem({ trend: [{ at: 'soon', amount: 1, availability: 'in-stock' }, null], lastCheck: { at: T0, outcome: 'maybe' } }), []);
    expect(item).toMatchObject({ trend: [], lastCheck: null });
  });
});

describe('exportAlertOf and exportAlertRulesOf', () => {
  it('writes alert times as ISO strings and keeps a pending createdAt null', () => {
    expect(exportAlertOf(alertEntry({ createdAt: null }))).toMatchObject({ observedAt: new Date(T0).toISOString(), createdAt: null });
  });

  it('turns scope keys into list and item ids', () => {
    expect(exportAlertRulesOf({ 'b/item1': { target: 5 }, a: { backInStock: false } })).toEqual([
      { listId: 'a', itemId: null, backInStock: false },
      { listId: 'b', itemId: 'item1', target: 5 },
    ]);
  });
});
