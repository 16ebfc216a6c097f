import { doubleOf } from './values';
import type { Fields, Value } from './value-types';

/**
 * Firestore's total order over values: null < booleans < numbers (NaN first) < timestamps <
 * strings (UTF-8 byte order) < bytes < references < geo points < arrays < vectors < maps.
 */

const enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  Vector = 9,
  Map = 10,
}

export function typeOrder(value: Value): TypeOrder {
  if ('nullValue' in value) return TypeOrder.Null;
  if ('booleanValue' in value) return TypeOrder.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeOrder.Number;
  if ('timestampValue' in value) return TypeOrder.Timestamp;
  if ('stringValue' in value) return TypeOrder.String;
  if ('bytesValue' in value) return TypeOrder.Bytes;
  if ('referenceValue' in value) return TypeOrder.Reference;
  if ('geoPointValue' in value) return TypeOrder.GeoPoint;
  if ('arrayValue' in value) return TypeOrder.Array;
  return isVector(value.mapValue.fields) ? TypeOrder.Vector : TypeOrder.Map;
}

function isVector(fields: Fields | undefined): boolean {
  const type = fields?.__type__;
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

const SLASH = 0x2f;

function sign(number: number): number {
  return number < 0 ? -1 : number > 0 ? 1 : 0;
}

/** Compares strings by Unicode code point, which is the same as comparing their UTF-8 bytes. */
export function compareUtf8(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const a = left.charCodeAt(i);
    const b = right.charCodeAt(i);
    if (a === b) continue;
    const aSurrogate = a >= 0xd800 && a <= 0xdfff;
    const bSurrogate = b >= 0xd800 && b <= 0xdfff;
    if (aSurrogate === bSurrogate) return a - b;
    // A surrogate encodes a code point above U+FFFF, which sorts after every BMP character.
    return aSurrogate ? 1 : -1;
  }
  return left.length - right.length;
}

export function compareNumbers(left: Value, right: Value): number {
  if ('integerValue' in left && 'integerValue' in right) {
    const a = BigInt(left.integerValue);
    const b = BigInt(right.integerValue);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const a = 'integerValue' in left ? Number(left.integerValue) : 'doubleValue' in left ? doubleOf(left.doubleValue) : 0;
  const b = 'integerValue' in right ? Number(right.integerValue) : 'doubleValue' in right ? doubleOf(right.doubleValue) : 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b) || (a === b ? 0 : a < b ? -1 : 1);
}

/** Resource names compare segment by segment (without splitting: this runs inside sorts). */
export function compareResourceNames(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const a = left.charCodeAt(i);
    const b = right.charCodeAt(i);
    if (a === b) continue;
    // The name whose segment ends here has the shorter, hence smaller, segment.
    if (a === SLASH) return -1;
    if (b === SLASH) return 1;
    const aSurrogate = a >= 0xd800 && a <= 0xdfff;
    const bSurrogate = b >= 0xd800 && b <= 0xdfff;
    if (aSurrogate === bSurrogate) return a < b ? -1 : 1;
    return aSurrogate ? 1 : -1;
  }
  return sign(left.length - right.length);
}

function compareArrays(left: Value[], right: Value[]): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const result = compareValues(left[i] as Value, right[i] as Value);
    if (result !== 0) return result;
  }
  return sign(left.length - right.length);
}

function compareMaps(left: Fields, right: Fields): number {
  const leftKeys = Object.keys(left).sort(compareUtf8);
  const rightKeys = Object.keys(right).sort(compareUtf8);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < length; i++) {
    const leftKey = leftKeys[i] as string;
    const rightKey = rightKeys[i] as string;
    const keyOrder = compareUtf8(leftKey, rightKey);
    if (keyOrder !== 0) return sign(keyOrder);
    const valueOrder = compareValues(left[leftKey] as Value, right[rightKey] as Value);
    if (valueOrder !== 0) return valueOrder;
  }
  return sign(leftKeys.length - rightKeys.length);
}

function vectorValues(fields: Fields): Value[] {
  const value = fields.value;
  return value !== undefined && 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
}

export function compareValues(left: Value, right: Value): number {
  const leftType = typeOrder(left);
  const rightType = typeOrder(right);
  if (leftType !== rightType) return sign(leftType - rightType);
  if ('nullValue' in left) return 0;
  if ('booleanValue' in left && 'booleanValue' in right) return Number(left.booleanValue) - Number(right.booleanValue);
  if (leftType === TypeOrder.Number) return compareNumbers(left, right);
  if ('timestampValue' in left && 'timestampValue' in right) return sign(compareUtf8(left.timestampValue, right.timestampValue));
  if ('stringValue' in left && 'stringValue' in right) return sign(compareUtf8(left.stringValue, right.stringValue));
  if ('bytesValue' in left && 'bytesValue' in right) {
    return sign(Buffer.compare(Buffer.from(left.bytesValue, 'base64'), Buffer.from(right.bytesValue, 'base64')));
  }
  if ('referenceValue' in left && 'referenceValue' in right) return sign(compareResourceNames(left.referenceValue, right.referenceValue));
  if ('geoPointValue' in left && 'geoPointValue' in right) {
    return compareNumbers({ doubleValue: left.geoPointValue.latitude }, { doubleValue: right.geoPointValue.latitude })
      || compareNumbers({ doubleValue: left.geoPointValue.longitude }, { doubleValue: right.geoPointValue.longitude });
  }
  if ('arrayValue' in left && 'arrayValue' in right) return compareArrays(left.arrayValue.values ?? [], right.arrayValue.values ?? []);
  if ('mapValue' in left && 'mapValue' in right) {
    const leftFields = left.mapValue.fields ?? {};
    const rightFields = right.mapValue.fields ?? {};
    if (leftType === TypeOrder.Vector) {
      const a = vectorValues(leftFields);
      const b = vectorValues(rightFields);
      return sign(a.length - b.length) || compareArrays(a, b);
    }
    return compareMaps(leftFields, rightFields);
  }
  return 0;
}

/** Equality as queries see it: 1 equals 1.0, and NaN equals NaN. */
export function valuesEqual(left: Value, right: Value): boolean {
  return typeOrder(left) === typeOrder(right) && compareValues(left, right) === 0;
}

export function sameTypeOrder(left: Value, right: Value): boolean {
  return typeOrder(left) === typeOrder(right);
}
