import { RpcError, invalidArgument } from './errors';
import { compareResourceNames } from './ordering';
import { parseDocumentName, parseParentName } from './resource-names';
import type { Store } from './store';
import { toWireDocument } from './wire-document';

/**
 * `GET /v1/{database}/documents/{path}`: one document, or the documents of a collection (with
 * `pageSize` and `pageToken`), for looking at the data with curl while developing.
 */
export function browse(store: Store, database: string, path: string, params: URLSearchParams): unknown {
  const segments = path === '' ? [] : path.split('/');
  const name = `${database}/documents/${path}`;
  if (segments.length % 2 === 0) {
    parseDocumentName(name, database, 'name');
    const document = store.database(database).get(name);
    if (!document) throw new RpcError('NOT_FOUND', `Document "${name}" not found.`);
    return toWireDocument(document);
  }
  const parent = parseParentName(`${database}/documents${segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : ''}`, database, 'parent');
  const collection = parent === '' ? path : `${parent}/${segments[segments.length - 1] ?? ''}`;
  const documents = [...store.database(database).documentsIn([collection])];
  documents.sort((left, right) => compareResourceNames(left.path, right.path));
  const pageSize = Number(params.get('pageSize') ?? documents.length);
  const start = Number(params.get('pageToken') ?? 0);
  if (!Number.isSafeInteger(pageSize) || pageSize < 0 || !Number.isSafeInteger(start) || start < 0) throw invalidArgument('Invalid pageSize or pageToken.');
  const page = documents.slice(start, start + (pageSize || documents.length));
  const next = start + page.length;
  return { documents: page.map((document) => toWireDocument(document)), ...(next < documents.length ? { nextPageToken: String(next) } : {}) };
}
