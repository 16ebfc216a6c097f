import { invalidArgument } from './errors';

/** Small checks that turn untrusted JSON into typed values, failing with INVALID_ARGUMENT. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw invalidArgument(`Invalid value at '${where}': expected an object.`);
  return value;
}

/** Rejects fields the message does not define, as the proto JSON parser does. */
export function checkKeys(object: JsonObject, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      throw invalidArgument(`Invalid JSON payload received. Unknown name "${key}" at '${where}': Cannot find field.`);
    }
  }
}

export function asString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw invalidArgument(`Invalid value at '${where}': expected a string.`);
  return value;
}

export function asBoolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw invalidArgument(`Invalid value at '${where}': expected a boolean.`);
  return value;
}

export function asArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw invalidArgument(`Invalid value at '${where}': expected a list.`);
  return value;
}

/** int32/int64 fields arrive as numbers or decimal strings. */
export function asInteger(value: unknown, where: string): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw invalidArgument(`Invalid value at '${where}': expected an integer.`);
  }
  return number;
}

export function optional<T>(value: unknown, parse: (value: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : parse(value);
}
