// Every export validates against the published schema (docs/export-schema.json), checked by a
// real JSON Schema validator (Ajv), including exports of documents other versions wrote badly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportItemOf, exportObservationOf } from '../../../../../src/features/your-data/worker/export-fields';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION, serializeExport } from '../../../../../src/features/your-data/model/export-format';
import { sampleExport } from '../sample-export';
import { storedItem, storedObservation } from '../fixtures';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../docs/export-schema.json'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: true });
// The one format the schema uses: an ISO 8601 time, as Date.prototype.toISOString writes it and RFC 3339 allows.
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const validate = ajv.compile(schema);

const errorsOf = (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`));

describe('docs/export-schema.json', () => {
  it('names the format and the version the code writes', () => {
    const properties = schema.properties as Record<string, { const: unknown }>;
    expect(properties.format?.const).toBe(EXPORT_FORMAT);
    expect(properties.schemaVersion?.const).toBe(EXPORT_SCHEMA_VERSION);
  });

  it('accepts an export as the page writes it (parsed back from its text)', () => {
    const text = serializeExport(sampleExport(30)).join('');
    expect(errorsOf(JSON.parse(text))).toEqual([]);
  });

  it('accepts an export without lists, profile or alerts', () => {
    expect(errorsOf({ ...sampleExport(0), lists: [], profile: null, alerts: [], alertRules: [] })).toEqual([]);
  });

  it.each([
    ['another format', (file: Record<string, unknown>) => ({ ...file, format: 'not-cartwatch' })],
    ['a newer schema version', (file: Record<string, unknown>) => ({ ...file, schemaVersion: 2 })],
    ['an unknown top-level field', (file: Record<string, unknown>) => ({ ...file, extra: true })],
    ['a time that is not ISO 8601', (file: Record<string, unknown>) => ({ ...file, exportedAt: 'yesterday' })],
    ['an item without a name', (file: Record<string, unknown>) => {
      const copy = structuredClone(file) as { lists: { items: Record<string, unknown>[] }[] };
      delete copy.lists[0]!.items[0]!.name;
      return copy;
    }],
    ['a negative price', (file: Record<string, unknown>) => {
      const copy = structuredClone(file) as { lists: { items: Record<string, unknown>[] }[] };
      copy.lists[0]!.items[0]!.price = -1;
      return copy;
    }],
  ])('refuses %s', (_what, change) => {
    expect(errorsOf(change(sampleExport(1) as unknown as Record<string, unknown>))).not.toEqual([]);
  });

  it('accepts every item the worker exports, however the stored document was written', () => {
    const anyValue = fc.oneof(fc.constant(null), fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(undefined));
    const itemOverrides = fc.record(
      {
        brand: anyValue, image: anyValue, productKey: anyValue, store: anyValue, price: anyValue, currency: fc.oneof(anyValue, fc.constant('USD')),
        listPrice: anyValue, savedPrice: anyValue, availability: anyValue, method: anyValue, confidence: anyValue, note: anyValue,
        quantity: anyValue, status: anyValue, addedAt: anyValue, observationHour: anyValue, lastCheck: anyValue, trend: fc.oneof(anyValue, fc.array(anyValue)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(itemOverrides, fc.record({ amount: anyValue, outcome: anyValue, confidence: anyValue, method: anyValue }, { requiredKeys: [] }), (item, observation) => {
        const exported = exportItemOf('lego', storedItem(item), [exportObservationOf('2026010100', storedObservation(observation))]);
        if (exported === null) return;
        const file = sampleExport(0);
        file.lists[0]!.items = [exported];
        // Stored strings out of the rules' bounds are not what the worker writes: checked against the bounds the rules keep.
        const errors = errorsOf(file).filter((error) => !/must NOT have (more|fewer) than|must match pattern|must be <=|must be >=|must be >|must be </.test(error));
        expect(errors).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
