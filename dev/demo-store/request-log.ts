import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoreId } from './types';

export interface LoggedRequest {
  store: StoreId;
  method: string;
  path: string;
  host: string;
  userAgent: string;
  /** `null` while the request is still being answered. */
  status: number | null;
  startedAt: string;
  finishedAt: string | null;
}

const maxEntries = 1000;

/**
 * Shop requests (not admin ones) in arrival order with their timing, so tests can check how politely a
 * client fetched. An entry appears when the request arrives and is completed when the answer ends.
 */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(store: StoreId, request: IncomingMessage, response: ServerResponse): void {
    const entry: LoggedRequest = {
      store,
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      host: request.headers.host ?? '',
      userAgent: request.headers['user-agent'] ?? '',
      status: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    this.#entries.push(entry);
    if (this.#entries.length > maxEntries) this.#entries = this.#entries.slice(-maxEntries);
    const finish = () => {
      entry.finishedAt ??= new Date().toISOString();
      entry.status ??= response.statusCode;
    };
    response.once('finish', finish);
    response.once('close', finish);
  }

  list(store?: StoreId): LoggedRequest[] {
    return this.#entries.filter((entry) => store === undefined || entry.store === store).map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.#entries = [];
  }
}
