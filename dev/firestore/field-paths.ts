import { invalidArgument } from './errors';
import type { Fields, Value } from './value-types';

/** A field path as a list of segments; `a.b` and `` `x.y`.z `` are the wire spellings. */
export type FieldPath = readonly string[];

export const DOCUMENT_ID_FIELD = '__name__';
const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

export function parseFieldPath(text: unknown, where: string): FieldPath {
  if (typeof text !== 'string' || text === '') throw invalidArgument(`Invalid field path at '${where}'.`);
  const segments: string[] = [];
  let i = 0;
  while (i < text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\') i++;
        segment += text[i] ?? '';
        i++;
      }
      if (text[i] !== '`') throw invalidArgument(`Invalid field path "${text}" at '${where}': unterminated backtick.`);
      i++;
    } else {
      while (i < text.length && text[i] !== '.') segment += text[i++];
      if (!SIMPLE_SEGMENT.test(segment)) throw invalidArgument(`Invalid field path "${text}" at '${where}': quote "${segment}" with backticks.`);
    }
    if (segment === '') throw invalidArgument(`Invalid field path "${text}" at '${where}': empty segment.`);
    if (segment === '__proto__') throw invalidArgument(`Invalid field path "${text}" at '${where}': the name is reserved.`);
    segments.push(segment);
    if (i < text.length) {
      if (text[i] !== '.' || i === text.length - 1) throw invalidArgument(`Invalid field path "${text}" at '${where}'.`);
      i++;
    }
  }
  return segments;
}

export function formatFieldPath(path: FieldPath): string {
  return path.map((segment) => (SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/[\\`]/g, '\\$&')}\``)).join('.');
}

export function isDocumentIdPath(path: FieldPath): boolean {
  return path.length === 1 && path[0] === DOCUMENT_ID_FIELD;
}

export function isPrefixOf(prefix: FieldPath, path: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

export function getField(fields: Fields, path: FieldPath): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const value: Value | undefined = current?.[path[i] as string];
    if (value === undefined) return undefined;
    if (i === path.length - 1) return value;
    current = 'mapValue' in value ? (value.mapValue.fields ?? {}) : undefined;
  }
  return undefined;
}

/** Sets a field, creating (or replacing non-map values with) the maps along the way. */
export function setField(fields: Fields, path: FieldPath, value: Value): void {
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i] as string;
    const existing: Value | undefined = current[segment];
    if (existing !== undefined && 'mapValue' in existing) {
      const copy: Fields = { ...(existing.mapValue.fields ?? {}) };
      current[segment] = { mapValue: { fields: copy } };
      current = copy;
    } else {
      const created: Fields = {};
      current[segment] = { mapValue: { fields: created } };
      current = created;
    }
  }
  current[path[path.length - 1] as string] = value;
}

export function deleteField(fields: Fields, path: FieldPath): void {
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const existing: Value | undefined = current[path[i] as string];
    if (existing === undefined || !('mapValue' in existing)) return;
    const copy: Fields = { ...(existing.mapValue.fields ?? {}) };
    current[path[i] as string] = { mapValue: { fields: copy } };
    current = copy;
  }
  delete current[path[path.length - 1] as string];
}
