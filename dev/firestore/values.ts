import { invalidArgument } from './errors';
import { asObject, checkKeys } from './json-shape';
import { canonicalTimestamp } from './timestamps';
import type { Fields, Value, WireDouble } from './value-types';

export const MAX_VALUE_DEPTH = 20;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const VALUE_KINDS = [
  'nullValue', 'booleanValue', 'integerValue', 'doubleValue', 'timestampValue', 'stringValue',
  'bytesValue', 'referenceValue', 'geoPointValue', 'arrayValue', 'mapValue',
] as const;

/** Validates a value from a request and returns it in canonical form. */
export function parseValue(raw: unknown, where: string, depth = 1): Value {
  if (depth > MAX_VALUE_DEPTH + 1) throw invalidArgument(`Value at '${where}' is nested too deeply (maximum depth ${MAX_VALUE_DEPTH}).`);
  const object = asObject(raw, where);
  checkKeys(object, VALUE_KINDS, where);
  const kinds = Object.keys(object);
  if (kinds.length !== 1) throw invalidArgument(`Invalid value at '${where}': a value needs exactly one kind.`);
  const kind = kinds[0] as (typeof VALUE_KINDS)[number];
  const inner = object[kind];
  switch (kind) {
    case 'nullValue':
      if (inner !== null && inner !== 'NULL_VALUE' && inner !== 0) throw invalidArgument(`Invalid null at '${where}'.`);
      return { nullValue: null };
    case 'booleanValue':
      if (typeof inner !== 'boolean') throw invalidArgument(`Invalid boolean at '${where}'.`);
      return { booleanValue: inner };
    case 'integerValue':
      return { integerValue: parseInt64(inner, where).toString() };
    case 'doubleValue':
      return { doubleValue: parseDouble(inner, where) };
    case 'timestampValue':
      return { timestampValue: canonicalTimestamp(inner, where) };
    case 'stringValue':
      if (typeof inner !== 'string') throw invalidArgument(`Invalid string at '${where}'.`);
      return { stringValue: inner };
    case 'bytesValue':
      if (typeof inner !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(inner)) throw invalidArgument(`Invalid bytes at '${where}'.`);
      return { bytesValue: Buffer.from(inner, 'base64').toString('base64') };
    case 'referenceValue':
      if (typeof inner !== 'string' || !/^projects\/[^/]+\/databases\/[^/]+\/documents\/[^/]+\/[^/]+(\/[^/]+\/[^/]+)*$/.test(inner)) {
        throw invalidArgument(`Invalid reference at '${where}'.`);
      }
      return { referenceValue: inner };
    case 'geoPointValue': {
      const point = asObject(inner, where);
      checkKeys(point, ['latitude', 'longitude'], where);
      const latitude = Number(point.latitude ?? 0);
      const longitude = Number(point.longitude ?? 0);
      if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) throw invalidArgument(`Invalid geo point at '${where}'.`);
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      const array = asObject(inner, where);
      checkKeys(array, ['values'], where);
      const values = array.values ?? [];
      if (!Array.isArray(values)) throw invalidArgument(`Invalid array at '${where}'.`);
      const parsed = values.map((item, i) => parseValue(item, `${where}[${i}]`, depth + 1));
      if (parsed.some((item) => 'arrayValue' in item)) throw invalidArgument(`Invalid value at '${where}': an array cannot directly contain an array.`);
      return { arrayValue: { values: parsed } };
    }
    case 'mapValue': {
      const map = asObject(inner, where);
      checkKeys(map, ['fields'], where);
      return { mapValue: { fields: parseFields(map.fields ?? {}, where, depth + 1) } };
    }
  }
}

export function parseFields(raw: unknown, where: string, depth = 1): Fields {
  const object = asObject(raw, where);
  const fields: Fields = {};
  for (const [key, value] of Object.entries(object)) {
    // Assigning this key would replace the object's prototype instead of adding a field.
    if (key === '__proto__') throw invalidArgument(`Invalid field name "${key}" at '${where}': the name is reserved.`);
    fields[key] = parseValue(value, `${where}.${key}`, depth);
  }
  return fields;
}

function parseInt64(raw: unknown, where: string): bigint {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !/^-?\d{1,19}$/.test(text)) throw invalidArgument(`Invalid integer at '${where}'.`);
  const value = BigInt(text);
  if (value < INT64_MIN || value > INT64_MAX) throw invalidArgument(`Integer out of range at '${where}'.`);
  return value;
}

/** Like Cloud Firestore's emulator, stores negative zero as zero. */
function parseDouble(raw: unknown, where: string): WireDouble {
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  if (raw === '-0') return 0;
  const number = typeof raw === 'number' ? raw + 0 : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) + 0 : NaN;
  const value = doubleValue(number);
  if (!Number.isNaN(number) && 'doubleValue' in value) return value.doubleValue;
  throw invalidArgument(`Invalid double at '${where}'.`);
}

export function doubleOf(value: WireDouble): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * Turns a JS number into its JSON form: NaN and the infinities are strings in proto3 JSON, and so
 * is negative zero, which JSON.stringify would write as 0.
 */
export function doubleValue(number: number): Value {
  if (Number.isNaN(number)) return { doubleValue: 'NaN' };
  if (number === Infinity) return { doubleValue: 'Infinity' };
  if (number === -Infinity) return { doubleValue: '-Infinity' };
  if (Object.is(number, -0)) return { doubleValue: '-0' };
  return { doubleValue: number };
}

export function clampInt64(value: bigint): bigint {
  return value > INT64_MAX ? INT64_MAX : value < INT64_MIN ? INT64_MIN : value;
}

export function isNumber(value: Value | undefined): value is { integerValue: string } | { doubleValue: WireDouble } {
  return value !== undefined && ('integerValue' in value || 'doubleValue' in value);
}

export function numberOf(value: { integerValue: string } | { doubleValue: WireDouble }): number {
  return 'integerValue' in value ? Number(value.integerValue) : doubleOf(value.doubleValue);
}

export function isNaNValue(value: Value | undefined): boolean {
  return value !== undefined && 'doubleValue' in value && Number.isNaN(doubleOf(value.doubleValue));
}

export function isNullValue(value: Value | undefined): boolean {
  return value !== undefined && 'nullValue' in value;
}

export function arrayValues(value: Value | undefined): Value[] | undefined {
  return value !== undefined && 'arrayValue' in value ? (value.arrayValue.values ?? []) : undefined;
}

export function mapFields(value: Value | undefined): Fields | undefined {
  return value !== undefined && 'mapValue' in value ? (value.mapValue.fields ?? {}) : undefined;
}

/** Rough stored size of a value in bytes, following Firestore's size rules. */
export function valueSize(value: Value): number {
  if ('stringValue' in value) return Buffer.byteLength(value.stringValue) + 1;
  if ('bytesValue' in value) return Math.floor((value.bytesValue.length * 3) / 4);
  if ('referenceValue' in value) return Buffer.byteLength(value.referenceValue) + 1;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).reduce((sum, item) => sum + valueSize(item), 0);
  if ('mapValue' in value) return fieldsSize(value.mapValue.fields ?? {});
  if ('geoPointValue' in value) return 16;
  if ('booleanValue' in value || 'nullValue' in value) return 1;
  return 8;
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const [key, value] of Object.entries(fields)) size += Buffer.byteLength(key) + 1 + valueSize(value);
  return size;
}

