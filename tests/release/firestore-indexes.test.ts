import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { indexNeeded, servedBySingleFields, serves, type IndexFile } from '../../scripts/firestore-indexes/index-rules';
import { scanQueries } from '../../scripts/firestore-indexes/query-shapes';

const root = join(import.meta.dirname, '../..');
const indexFile = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as IndexFile;
const overrides = indexFile.fieldOverrides ?? [];
const require = createRequire(import.meta.url);
const tools = dirname(require.resolve('firebase-tools/package.json'));

describe('firestore.indexes.json and the queries the code makes (production asks for indexes; the emulators never do)', () => {
  const scan = scanQueries(root);

  it('reads every query of the code', () => {
    expect(scan.problems).toEqual([]);
    expect(scan.calls).toBeGreaterThan(5);
    expect(scan.shapes.length).toBeGreaterThanOrEqual(scan.calls);
  });

  it('every query has the index it needs', () => {
    const unserved = scan.shapes.filter((query) => {
      const need = indexNeeded(query);
      if (need.kind === 'composite') return !indexFile.indexes.some((index) => serves(index, need));
      return !servedBySingleFields(query.collectionGroup, query.scope, need, overrides);
    });
    expect(unserved.map((query) => `${query.at}: ${JSON.stringify(indexNeeded(query))}`)).toEqual([]);
  });

  it('every index and override in the file serves a query, or is a TTL policy', () => {
    const needs = scan.shapes.map((query) => ({ query, need: indexNeeded(query) }));
    const unused = indexFile.indexes.filter((index) => !needs.some(({ need }) => need.kind === 'composite' && serves(index, need)));
    expect(unused).toEqual([]);
    const usedOverride = (override: (typeof overrides)[number]) =>
      override.ttl === true ||
      needs.some(({ query, need }) => query.scope === 'COLLECTION_GROUP' && query.collectionGroup === override.collectionGroup && need.kind !== 'composite' && (need.kind === 'merged' ? need.fields.includes(override.fieldPath) : need.field === override.fieldPath));
    expect(overrides.filter((override) => !usedOverride(override))).toEqual([]);
  });

  it('firebase-tools accepts the file, and firebase.json (rules, indexes, sign-in methods) fits its schema', () => {
    const { FirestoreApi } = require(join(tools, 'lib/firestore/api.js')) as { FirestoreApi: new () => { upgradeOldSpec(spec: unknown): unknown; validateSpec(spec: unknown): void } };
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(indexFile))).not.toThrow();
    const schema = JSON.parse(readFileSync(join(tools, 'schema/firebase-config.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { firestore: { indexes: string }; auth: unknown };
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(config.firestore.indexes).toBe('firestore.indexes.json');
    expect(config.auth).toEqual({ providers: { anonymous: true, emailPassword: true } });
  });
});
