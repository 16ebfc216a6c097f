import type { FieldPath } from './field-paths';
import { project } from './query-eval';
import type { StoredDocument } from './store';
import type { WireDocument } from './value-types';

/** A stored document as responses carry it, optionally reduced to some fields. */
export function toWireDocument(document: StoredDocument, mask?: readonly FieldPath[]): WireDocument {
  return {
    name: document.name,
    fields: mask ? project(document.fields, mask) : document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}
