import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoreId } from './types';

export interface LoggedRequest {
  store: StoreId;
  method: string;
  path: string;
  host: string;
  userAgent: string;
  status: number;
  startedAt: string;
  finishedAt: string;
}

const maxEntries = 1000;

/** Shop requests (not admin ones) with their timing, so tests can check how politely a client fetched. */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(store: StoreId, request: IncomingMessage, response: ServerResponse): void {
    const startedAt = new Date().toISOString();
    response.once('close', () => {
      this.#entries.push({
        store,
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        host: request.headers.host ?? '',
        userAgent: request.headers['user-agent'] ?? '',
        status: response.statusCode,
        startedAt,
        finishedAt: new Date().toISOString(),
      });
      if (this.#entries.length > maxEntries) this.#entries = this.#entries.slice(-maxEntries);
    });
  }

  list(store?: StoreId): LoggedRequest[] {
    return this.#entries.filter((entry) => store === undefined || entry.store === store);
  }

  clear(): void {
    this.#entries = [];
  }
}
