import { invalidArgument } from './errors';
import { type FieldPath, isDocumentIdPath, parseFieldPath } from './field-paths';
import { asArray, asBoolean, asInteger, asObject, checkKeys, isObject } from './json-shape';
import { checkCollectionId, parseDocumentName } from './resource-names';
import { arrayValues, parseValue } from './values';
import type { Value } from './value-types';

export type FieldOperator =
  | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL' | 'NOT_EQUAL' | 'ARRAY_CONTAINS' | 'IN' | 'ARRAY_CONTAINS_ANY' | 'NOT_IN';
export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { kind: 'field'; path: FieldPath; op: FieldOperator; value: Value }
  | { kind: 'unary'; path: FieldPath; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export interface Order {
  path: FieldPath;
  descending: boolean;
}

export interface Bound {
  values: Value[];
  inclusive: boolean;
}

/** A structured query over one collection (or a collection group) below `parent`. */
export interface Query {
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  filter: Filter | undefined;
  /** Always ends with `__name__`. */
  orderBy: Order[];
  startAt: Bound | undefined;
  endAt: Bound | undefined;
  offset: number;
  limit: number | undefined;
  select: FieldPath[] | undefined;
}

const FIELD_OPERATORS: readonly FieldOperator[] = [
  'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL',
  'EQUAL', 'NOT_EQUAL', 'ARRAY_CONTAINS', 'IN', 'ARRAY_CONTAINS_ANY', 'NOT_IN',
];
const UNARY_OPERATORS: readonly UnaryOperator[] = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];
const MAX_DISJUNCTION = 30;

function parseFieldReference(raw: unknown, where: string): FieldPath {
  const object = asObject(raw, where);
  checkKeys(object, ['fieldPath'], where);
  return parseFieldPath(object.fieldPath, `${where}.fieldPath`);
}

function checkDocumentIdValue(value: Value, database: string, where: string): void {
  const values = arrayValues(value) ?? [value];
  for (const item of values) {
    if (!('referenceValue' in item)) throw invalidArgument(`Invalid query at '${where}': __name__ can only be compared with document references.`);
    parseDocumentName(item.referenceValue, database, where);
  }
}

function parseFilter(raw: unknown, database: string, where: string): Filter {
  const object = asObject(raw, where);
  checkKeys(object, ['fieldFilter', 'unaryFilter', 'compositeFilter'], where);
  if (Object.keys(object).length !== 1) throw invalidArgument(`Invalid filter at '${where}'.`);
  if (object.fieldFilter !== undefined) {
    const filter = asObject(object.fieldFilter, `${where}.fieldFilter`);
    checkKeys(filter, ['field', 'op', 'value'], `${where}.fieldFilter`);
    const op = filter.op as FieldOperator;
    if (!FIELD_OPERATORS.includes(op)) throw invalidArgument(`Invalid operator ${String(filter.op)} at '${where}'.`);
    const path = parseFieldReference(filter.field, `${where}.fieldFilter.field`);
    const value = parseValue(filter.value, `${where}.fieldFilter.value`);
    if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
      const values = arrayValues(value);
      if (!values || values.length === 0) throw invalidArgument(`Invalid query at '${where}': ${op} needs a non-empty array.`);
      if (values.length > MAX_DISJUNCTION) throw invalidArgument(`Invalid query at '${where}': ${op} supports at most ${MAX_DISJUNCTION} values.`);
    }
    if (isDocumentIdPath(path)) checkDocumentIdValue(value, database, where);
    return { kind: 'field', path, op, value };
  }
  if (object.unaryFilter !== undefined) {
    const filter = asObject(object.unaryFilter, `${where}.unaryFilter`);
    checkKeys(filter, ['field', 'op'], `${where}.unaryFilter`);
    const op = filter.op as UnaryOperator;
    if (!UNARY_OPERATORS.includes(op)) throw invalidArgument(`Invalid operator ${String(filter.op)} at '${where}'.`);
    return { kind: 'unary', path: parseFieldReference(filter.field, `${where}.unaryFilter.field`), op };
  }
  const filter = asObject(object.compositeFilter, `${where}.compositeFilter`);
  checkKeys(filter, ['op', 'filters'], `${where}.compositeFilter`);
  if (filter.op !== 'AND' && filter.op !== 'OR') throw invalidArgument(`Invalid composite operator at '${where}'.`);
  const filters = asArray(filter.filters, `${where}.compositeFilter.filters`).map((item, i) => parseFilter(item, database, `${where}.compositeFilter.filters[${i}]`));
  if (filters.length === 0) throw invalidArgument(`Invalid query at '${where}': a composite filter needs filters.`);
  return { kind: 'composite', op: filter.op, filters };
}

function parseOrder(raw: unknown, where: string): Order {
  const object = asObject(raw, where);
  checkKeys(object, ['field', 'direction'], where);
  const direction = object.direction ?? 'ASCENDING';
  if (direction !== 'ASCENDING' && direction !== 'DESCENDING' && direction !== 'DIRECTION_UNSPECIFIED') {
    throw invalidArgument(`Invalid direction at '${where}'.`);
  }
  return { path: parseFieldReference(object.field, `${where}.field`), descending: direction === 'DESCENDING' };
}

function parseBound(raw: unknown, where: string, kind: 'start' | 'end'): Bound | undefined {
  if (raw === undefined || raw === null) return undefined;
  const object = asObject(raw, where);
  checkKeys(object, ['values', 'before'], where);
  const values = asArray(object.values ?? [], `${where}.values`).map((value, i) => parseValue(value, `${where}.values[${i}]`));
  const before = object.before === undefined ? false : asBoolean(object.before, `${where}.before`);
  // startAt{before: true} includes the position; endAt{before: true} stops just before it.
  return { values, inclusive: kind === 'start' ? before : !before };
}

/** int32 wrappers arrive as a number or as `{value: n}`. */
function parseWrappedInteger(raw: unknown, where: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const value = isObject(raw) ? raw.value : raw;
  const number = asInteger(value, where);
  if (number < 0) throw invalidArgument(`Invalid value at '${where}': must not be negative.`);
  return number;
}

export function parseStructuredQuery(raw: unknown, parent: string, database: string, where: string): Query {
  const object = asObject(raw, where);
  checkKeys(object, ['select', 'from', 'where', 'orderBy', 'startAt', 'endAt', 'offset', 'limit'], where);
  const from = asArray(object.from, `${where}.from`);
  if (from.length !== 1) throw invalidArgument(`Invalid query at '${where}.from': exactly one collection is required.`);
  const selector = asObject(from[0], `${where}.from[0]`);
  checkKeys(selector, ['collectionId', 'allDescendants'], `${where}.from[0]`);
  const allDescendants = selector.allDescendants === undefined ? false : asBoolean(selector.allDescendants, `${where}.from[0].allDescendants`);
  const collectionId = checkCollectionId(selector.collectionId, `${where}.from[0].collectionId`);
  const orderBy = asArray(object.orderBy ?? [], `${where}.orderBy`).map((item, i) => parseOrder(item, `${where}.orderBy[${i}]`));
  const last = orderBy[orderBy.length - 1];
  if (!last || !isDocumentIdPath(last.path)) orderBy.push({ path: ['__name__'], descending: last?.descending ?? false });
  const startAt = parseBound(object.startAt, `${where}.startAt`, 'start');
  const endAt = parseBound(object.endAt, `${where}.endAt`, 'end');
  for (const bound of [startAt, endAt]) {
    if (bound && bound.values.length > orderBy.length) throw invalidArgument(`Invalid query at '${where}': a cursor has more values than the query has orderings.`);
  }
  let select: FieldPath[] | undefined;
  if (object.select !== undefined) {
    const projection = asObject(object.select, `${where}.select`);
    checkKeys(projection, ['fields'], `${where}.select`);
    select = asArray(projection.fields ?? [], `${where}.select.fields`).map((item, i) => parseFieldReference(item, `${where}.select.fields[${i}]`));
  }
  return {
    parent,
    collectionId,
    allDescendants,
    filter: object.where === undefined ? undefined : parseFilter(object.where, database, `${where}.where`),
    orderBy,
    startAt,
    endAt,
    offset: parseWrappedInteger(object.offset, `${where}.offset`) ?? 0,
    limit: parseWrappedInteger(object.limit, `${where}.limit`),
    select,
  };
}
