import { invalidArgument } from './errors';
import { type FieldPath, getField, parseFieldPath } from './field-paths';
import { asArray, asObject, checkKeys, isObject } from './json-shape';
import type { StoredDocument } from './store';
import { clampInt64, doubleValue, isNumber, numberOf } from './values';
import type { Value } from './value-types';

export type Aggregation =
  | { alias: string; kind: 'count'; upTo: number | undefined }
  | { alias: string; kind: 'sum' | 'avg'; path: FieldPath };

const MAX_AGGREGATIONS = 5;

function parseFieldOperand(raw: unknown, where: string): FieldPath {
  const object = asObject(raw, where);
  checkKeys(object, ['field'], where);
  const field = asObject(object.field, `${where}.field`);
  checkKeys(field, ['fieldPath'], `${where}.field`);
  return parseFieldPath(field.fieldPath, `${where}.field.fieldPath`);
}

export function parseAggregations(raw: unknown, where: string): Aggregation[] {
  const items = asArray(raw, where);
  if (items.length === 0 || items.length > MAX_AGGREGATIONS) throw invalidArgument(`Invalid aggregation at '${where}': between 1 and ${MAX_AGGREGATIONS} aggregations are allowed.`);
  const aliases = new Set<string>();
  return items.map((item, i) => {
    const at = `${where}[${i}]`;
    const object = asObject(item, at);
    checkKeys(object, ['alias', 'count', 'sum', 'avg'], at);
    const alias = typeof object.alias === 'string' && object.alias !== '' ? object.alias : `field_${i + 1}`;
    if (aliases.has(alias)) throw invalidArgument(`Invalid aggregation at '${at}': duplicate alias "${alias}".`);
    aliases.add(alias);
    if (object.count !== undefined) {
      const count = asObject(object.count, `${at}.count`);
      checkKeys(count, ['upTo'], `${at}.count`);
      const upTo = count.upTo === undefined ? undefined : Number(isObject(count.upTo) ? count.upTo.value : count.upTo);
      if (upTo !== undefined && (!Number.isInteger(upTo) || upTo <= 0)) throw invalidArgument(`Invalid upTo at '${at}.count'.`);
      return { alias, kind: 'count', upTo };
    }
    if (object.sum !== undefined) return { alias, kind: 'sum', path: parseFieldOperand(object.sum, `${at}.sum`) };
    if (object.avg !== undefined) return { alias, kind: 'avg', path: parseFieldOperand(object.avg, `${at}.avg`) };
    throw invalidArgument(`Invalid aggregation at '${at}': count, sum or avg is required.`);
  });
}

function numericValues(documents: readonly StoredDocument[], path: FieldPath): Value[] {
  const values: Value[] = [];
  for (const document of documents) {
    const value = getField(document.fields, path);
    if (isNumber(value)) values.push(value);
  }
  return values;
}

function sum(values: readonly Value[]): Value {
  let integer = 0n;
  let double = 0;
  let allIntegers = true;
  for (const value of values) {
    if ('integerValue' in value) integer += BigInt(value.integerValue);
    else if (isNumber(value)) {
      allIntegers = false;
      double += numberOf(value);
    }
  }
  if (allIntegers && clampInt64(integer) === integer) return { integerValue: integer.toString() };
  return doubleValue(Number(integer) + double);
}

/**
 * The documents an aggregation query aggregates: like Cloud Firestore (and its emulator), a query
 * that sums or averages fields only takes the documents that have every one of those fields, for
 * its count too, whatever their values' types.
 */
export function documentsWithAggregatedFields(aggregations: readonly Aggregation[], documents: readonly StoredDocument[]): StoredDocument[] {
  const paths = aggregations.flatMap((aggregation) => (aggregation.kind === 'count' ? [] : [aggregation.path]));
  return documents.filter((document) => paths.every((path) => getField(document.fields, path) !== undefined));
}

export function aggregate(aggregation: Aggregation, documents: readonly StoredDocument[]): Value {
  if (aggregation.kind === 'count') {
    const count = aggregation.upTo === undefined ? documents.length : Math.min(documents.length, aggregation.upTo);
    return { integerValue: String(count) };
  }
  const values = numericValues(documents, aggregation.path);
  if (aggregation.kind === 'sum') return sum(values);
  if (values.length === 0) return { nullValue: null };
  let total = 0;
  for (const value of values) if (isNumber(value)) total += numberOf(value);
  return doubleValue(total / values.length);
}
