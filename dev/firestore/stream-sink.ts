import type { RpcError } from './errors';

/** Where a Listen or Write stream sends its responses; `fail` ends the stream with a status. */
export interface StreamSink {
  send(message: unknown): void;
  fail(error: RpcError): void;
}

/** A server-side stream: fed one request message at a time, closed when the channel ends. */
export interface StreamHandler {
  handle(message: unknown): void;
  close(): void;
}

/** Counters the benchmark and tests read to check what went over the wire. */
export interface ServerStats {
  /** Documents sent in documentChange messages on Listen streams. */
  documentsSent: number;
}
