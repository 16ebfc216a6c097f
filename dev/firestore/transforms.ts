import { invalidArgument } from './errors';
import { type FieldPath, parseFieldPath } from './field-paths';
import { asObject, checkKeys } from './json-shape';
import { compareNumbers, valuesEqual } from './ordering';
import { arrayValues, clampInt64, doubleValue, isNumber, numberOf, parseValue } from './values';
import { NULL_VALUE, type Value } from './value-types';

/** A field transform of a write: server time, numeric increment/maximum/minimum, array union/remove. */
export type FieldTransform = { path: FieldPath } & (
  | { kind: 'serverTime' }
  | { kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { kind: 'arrayUnion' | 'arrayRemove'; elements: Value[] }
);

const TRANSFORM_KINDS = ['setToServerValue', 'increment', 'maximum', 'minimum', 'appendMissingElements', 'removeAllFromArray'] as const;

export function parseFieldTransform(raw: unknown, where: string): FieldTransform {
  const object = asObject(raw, where);
  checkKeys(object, ['fieldPath', ...TRANSFORM_KINDS], where);
  const path = parseFieldPath(object.fieldPath, `${where}.fieldPath`);
  const kinds = TRANSFORM_KINDS.filter((kind) => object[kind] !== undefined);
  if (kinds.length !== 1) throw invalidArgument(`Invalid transform at '${where}': exactly one transformation is required.`);
  const kind = kinds[0] as (typeof TRANSFORM_KINDS)[number];
  const argument = object[kind];
  switch (kind) {
    case 'setToServerValue':
      if (argument !== 'REQUEST_TIME' && argument !== 1) throw invalidArgument(`Invalid server value at '${where}'.`);
      return { path, kind: 'serverTime' };
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand = parseValue(argument, `${where}.${kind}`);
      if (!isNumber(operand)) throw invalidArgument(`Invalid transform at '${where}': ${kind} needs a number.`);
      return { path, kind, operand };
    }
    case 'appendMissingElements':
    case 'removeAllFromArray': {
      const value = parseValue({ arrayValue: argument }, `${where}.${kind}`);
      return { path, kind: kind === 'appendMissingElements' ? 'arrayUnion' : 'arrayRemove', elements: arrayValues(value) ?? [] };
    }
  }
}

function add(left: Value, right: Value): Value {
  if ('integerValue' in left && 'integerValue' in right) {
    return { integerValue: clampInt64(BigInt(left.integerValue) + BigInt(right.integerValue)).toString() };
  }
  if (!isNumber(left) || !isNumber(right)) return right;
  return doubleValue(numberOf(left) + numberOf(right));
}

/** The new value of the field; `previous` is its value after the write's update, if any. */
export function applyTransform(transform: FieldTransform, previous: Value | undefined, commitTime: string): Value {
  switch (transform.kind) {
    case 'serverTime':
      return { timestampValue: commitTime };
    case 'increment':
      return isNumber(previous) ? add(previous, transform.operand) : transform.operand;
    case 'maximum':
      if (!isNumber(previous)) return transform.operand;
      return compareNumbers(transform.operand, previous) > 0 ? transform.operand : previous;
    case 'minimum':
      if (!isNumber(previous)) return transform.operand;
      return compareNumbers(transform.operand, previous) < 0 ? transform.operand : previous;
    case 'arrayUnion': {
      const values = [...(arrayValues(previous) ?? [])];
      for (const element of transform.elements) {
        if (!values.some((value) => valuesEqual(value, element))) values.push(element);
      }
      return { arrayValue: { values } };
    }
    case 'arrayRemove': {
      const values = (arrayValues(previous) ?? []).filter((value) => !transform.elements.some((element) => valuesEqual(value, element)));
      return { arrayValue: { values } };
    }
  }
}

/** What the write result reports for a transform; the SDK computes array results itself from null. */
export function transformResult(transform: FieldTransform, value: Value): Value {
  return transform.kind === 'arrayUnion' || transform.kind === 'arrayRemove' ? NULL_VALUE : value;
}
