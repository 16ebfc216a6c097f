import { invalidArgument } from './errors';
import { type FieldPath, parseFieldPath } from './field-paths';
import { asArray, asBoolean, asObject, checkKeys, type JsonObject } from './json-shape';
import { type DocumentName, parseDocumentName } from './resource-names';
import { canonicalTimestamp } from './timestamps';
import { type FieldTransform, parseFieldTransform } from './transforms';
import { parseFields } from './values';
import type { Fields } from './value-types';

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

/** A write of a commit, checked and normalised. */
export type Write = {
  name: string;
  document: DocumentName;
  transforms: FieldTransform[];
  precondition: Precondition | undefined;
} & ({ kind: 'update'; fields: Fields; mask: FieldPath[] | undefined } | { kind: 'delete' } | { kind: 'verify' });

const WRITE_KEYS = ['update', 'delete', 'verify', 'transform', 'updateMask', 'updateTransforms', 'currentDocument'];

function parsePrecondition(raw: unknown, where: string): Precondition | undefined {
  if (raw === undefined || raw === null) return undefined;
  const object = asObject(raw, where);
  checkKeys(object, ['exists', 'updateTime'], where);
  if (object.exists !== undefined && object.updateTime !== undefined) throw invalidArgument(`Invalid precondition at '${where}': use exists or updateTime, not both.`);
  if (object.exists !== undefined) return { exists: asBoolean(object.exists, `${where}.exists`) };
  if (object.updateTime !== undefined) return { updateTime: canonicalTimestamp(object.updateTime, `${where}.updateTime`) };
  return undefined;
}

function parseTransforms(raw: unknown, where: string): FieldTransform[] {
  if (raw === undefined || raw === null) return [];
  return asArray(raw, where).map((item, i) => parseFieldTransform(item, `${where}[${i}]`));
}

function parseMask(raw: unknown, where: string): FieldPath[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const object = asObject(raw, where);
  checkKeys(object, ['fieldPaths'], where);
  return asArray(object.fieldPaths ?? [], `${where}.fieldPaths`).map((path, i) => parseFieldPath(path, `${where}.fieldPaths[${i}]`));
}

export function parseWrite(raw: unknown, database: string, where: string): Write {
  const object: JsonObject = asObject(raw, where);
  checkKeys(object, WRITE_KEYS, where);
  const operations = ['update', 'delete', 'verify', 'transform'].filter((key) => object[key] !== undefined);
  if (operations.length !== 1) throw invalidArgument(`Invalid write at '${where}': exactly one of update, delete, verify or transform is required.`);
  const precondition = parsePrecondition(object.currentDocument, `${where}.currentDocument`);
  if (object.update !== undefined) {
    const update = asObject(object.update, `${where}.update`);
    checkKeys(update, ['name', 'fields', 'createTime', 'updateTime'], `${where}.update`);
    const document = parseDocumentName(update.name, database, `${where}.update.name`);
    return {
      kind: 'update',
      name: update.name as string,
      document,
      fields: parseFields(update.fields ?? {}, `${where}.update.fields`),
      mask: parseMask(object.updateMask, `${where}.updateMask`),
      transforms: parseTransforms(object.updateTransforms, `${where}.updateTransforms`),
      precondition,
    };
  }
  if (object.transform !== undefined) {
    // The legacy standalone transform write: transforms applied to an existing document.
    const transform = asObject(object.transform, `${where}.transform`);
    checkKeys(transform, ['document', 'fieldTransforms'], `${where}.transform`);
    const document = parseDocumentName(transform.document, database, `${where}.transform.document`);
    return {
      kind: 'update',
      name: transform.document as string,
      document,
      fields: {},
      mask: [],
      transforms: parseTransforms(transform.fieldTransforms, `${where}.transform.fieldTransforms`),
      precondition: precondition ?? { exists: true },
    };
  }
  if (object.updateMask !== undefined || object.updateTransforms !== undefined) {
    throw invalidArgument(`Invalid write at '${where}': updateMask and updateTransforms need an update.`);
  }
  const kind = object.delete !== undefined ? 'delete' : 'verify';
  const name = object[kind];
  const document = parseDocumentName(name, database, `${where}.${kind}`);
  return { kind, name: name as string, document, transforms: [], precondition };
}
