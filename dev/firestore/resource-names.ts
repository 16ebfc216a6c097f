import { invalidArgument } from './errors';

/**
 * Names: `projects/{p}/databases/{d}` is a database; a document is
 * `{database}/documents/{collection}/{id}[/{collection}/{id}...]`.
 */

export interface DocumentName {
  database: string;
  /** The path below `documents/`, e.g. `users/u1/lists/l1`. */
  path: string;
  /** The collection holding the document, as a path below `documents/`. */
  collection: string;
  collectionId: string;
  id: string;
}

const MAX_NAME_BYTES = 6 * 1024;
const MAX_SEGMENT_BYTES = 1500;

export function databaseName(projectId: string, databaseId: string): string {
  return `projects/${projectId}/databases/${databaseId}`;
}

export function parseDatabaseName(name: string, where: string): string {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(name);
  if (!match) throw invalidArgument(`Invalid database name "${name}" at '${where}'.`);
  return name;
}

function checkSegment(segment: string, name: string, where: string): void {
  if (segment === '' || segment === '.' || segment === '..' || /^__.*__$/.test(segment) || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
    throw invalidArgument(`Invalid resource name "${name}" at '${where}': segment "${segment}" is not allowed.`);
  }
}

/** Splits `{database}/documents[/rest]`, checking that the database is the one the request addresses. */
function splitDocumentsPath(name: string, database: string, where: string): string[] {
  const prefix = `${database}/documents`;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw invalidArgument(`Resource name at '${where}' is too long.`);
  if (name === prefix) return [];
  if (!name.startsWith(`${prefix}/`)) {
    throw invalidArgument(`Invalid resource name "${name}" at '${where}': expected it under "${prefix}".`);
  }
  const segments = name.slice(prefix.length + 1).split('/');
  for (const segment of segments) checkSegment(segment, name, where);
  return segments;
}

export function parseDocumentName(name: unknown, database: string, where: string): DocumentName {
  if (typeof name !== 'string') throw invalidArgument(`Invalid document name at '${where}'.`);
  const segments = splitDocumentsPath(name, database, where);
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw invalidArgument(`Invalid document name "${name}" at '${where}': a document path has an even number of segments.`);
  }
  return {
    database,
    path: segments.join('/'),
    collection: segments.slice(0, -1).join('/'),
    collectionId: segments[segments.length - 2] as string,
    id: segments[segments.length - 1] as string,
  };
}

/** A query parent: the database root or a document. Returns the path below `documents/` ('' for the root). */
export function parseParentName(name: unknown, database: string, where: string): string {
  if (typeof name !== 'string') throw invalidArgument(`Invalid parent at '${where}'.`);
  const segments = splitDocumentsPath(name, database, where);
  if (segments.length % 2 !== 0) throw invalidArgument(`Invalid parent "${name}" at '${where}': it must be a document or the root.`);
  return segments.join('/');
}

export function checkCollectionId(id: unknown, where: string): string {
  if (typeof id !== 'string') throw invalidArgument(`Invalid collection id at '${where}'.`);
  checkSegment(id, id, where);
  if (id.includes('/')) throw invalidArgument(`Invalid collection id "${id}" at '${where}'.`);
  return id;
}

export function documentNameOf(database: string, path: string): string {
  return `${database}/documents/${path}`;
}
