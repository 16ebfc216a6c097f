import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authFromHeader } from './auth';
import { RpcError, invalidArgument, quotaExceeded, toRpcError } from './errors';
import { parseJsonBody, readBody } from './http/body';
import { answerPreflight, applyCors } from './http/cors';
import { sendError, sendJson } from './http/respond';
import { StoreSaver, loadStore } from './persistence';
import { resetDatabase } from './reset';
import { handleRestCall } from './rest';
import { browse } from './rest-browse';
import { databaseName } from './resource-names';
import { Store } from './store';
import type { ServerStats } from './stream-sink';
import { type SessionInfo, WebChannelEndpoint, streamKindOf } from './webchannel/endpoint';
import { UsageMeter } from './usage';

export interface FirestoreServerOptions {
  port: number;
  host?: string;
  /** Directory to keep the data in across restarts; in memory only when absent. */
  dataDir?: string;
}

export interface FirestoreServer {
  url: string;
  host: string;
  port: number;
  /** Counters of what the server sent, for tests and the benchmark. */
  stats: Readonly<ServerStats>;
  /** The document reads, writes and deletes Cloud Firestore would bill for what this server served (usage.ts). */
  usage: UsageMeter;
  /** The open WebChannel sessions, with the uid of the user who opened each. */
  sessions(): SessionInfo[];
  /** Cuts every open back channel (sessions survive), to test how clients recover from a network blip. */
  dropBackChannels(): void;
  /** While on, commit requests are lost on their way in: clients wait until they send them again on a new stream. */
  loseWrites(losing: boolean): void;
  /** The next `count` commits on Write streams fail with PERMISSION_DENIED, as the rules would refuse them. */
  refuseWrites(count: number): void;
  /** While on, REST calls and commits on Write streams fail with RESOURCE_EXHAUSTED, as a project over its quota (Listen streams go on). */
  exhaustQuota(exhausted: boolean): void;
  close(): Promise<void>;
}

const REST_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/(documents(?:\/[^:]*)?):([A-Za-z]+)$/;
const BROWSE_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?([^:]*)$/;
const RESET_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

function decodeSegments(path: string): string {
  return path.split('/').map((segment) => decodeURIComponent(segment)).join('/');
}

export async function startFirestoreServer(options: FirestoreServerOptions): Promise<FirestoreServer> {
  const store = new Store();
  const stats: ServerStats = { documentsSent: 0 };
  const usage = new UsageMeter();
  if (options.dataDir) await loadStore(store, options.dataDir);
  const saver = options.dataDir
    ? new StoreSaver(store, options.dataDir, (error) => console.error('[firestore] could not save data:', error))
    : undefined;
  let losingWrites = false;
  const loseWrites = (losing: boolean) => {
    losingWrites = losing;
  };
  let refusalsLeft = 0;
  const refuseWrites = (count: number) => {
    refusalsLeft = count;
  };
  const takeRefusal = () => {
    if (refusalsLeft === 0) return false;
    refusalsLeft -= 1;
    return true;
  };
  let quotaExhausted = false;
  const exhaustQuota = (exhausted: boolean) => {
    quotaExhausted = exhausted;
  };
  const channels = new WebChannelEndpoint(store, stats, () => losingWrites, takeRefusal, () => quotaExhausted, usage);

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const kind = streamKindOf(url.pathname);
    if (kind) return channels.handle(kind, request, response, url);

    const reset = RESET_PATH.exec(url.pathname);
    if (reset && request.method === 'DELETE') {
      resetDatabase(store, databaseName(decodeURIComponent(reset[1] ?? ''), decodeURIComponent(reset[2] ?? '')));
      request.resume();
      return sendJson(response, 200, {});
    }

    const rest = REST_PATH.exec(url.pathname);
    if (rest && request.method === 'POST') {
      if (quotaExhausted) {
        request.resume();
        throw quotaExceeded();
      }
      const auth = authFromHeader(request.headers.authorization);
      const database = databaseName(decodeURIComponent(rest[1] ?? ''), decodeURIComponent(rest[2] ?? ''));
      const body = parseJsonBody(await readBody(request));
      const result = handleRestCall(store, { database, resource: `${database}/${decodeSegments(rest[3] ?? '')}`, method: rest[4] ?? '', body, auth }, usage);
      return sendJson(response, 200, result);
    }

    const browsePath = BROWSE_PATH.exec(url.pathname);
    if (browsePath && request.method === 'GET') {
      authFromHeader(request.headers.authorization);
      const database = databaseName(decodeURIComponent(browsePath[1] ?? ''), decodeURIComponent(browsePath[2] ?? ''));
      return sendJson(response, 200, browse(store, database, decodeSegments(browsePath[3] ?? ''), url.searchParams));
    }

    if (url.pathname === '/emulator/v1/write-loss' && request.method === 'PUT') {
      const body = parseJsonBody(await readBody(request));
      if (typeof body !== 'object' || body === null || typeof (body as { losing?: unknown }).losing !== 'boolean') {
        throw invalidArgument('Expected {"losing": true} or {"losing": false}.');
      }
      loseWrites((body as { losing: boolean }).losing);
      return sendJson(response, 200, { losing: losingWrites });
    }

    if (url.pathname === '/emulator/v1/refuse-writes' && request.method === 'PUT') {
      const count = (parseJsonBody(await readBody(request)) as { count?: unknown } | null)?.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        throw invalidArgument('Expected {"count": N}, N a whole number of commits to refuse (0 ends it).');
      }
      refuseWrites(count);
      return sendJson(response, 200, { refusing: refusalsLeft });
    }

    if (url.pathname === '/emulator/v1/quota' && request.method === 'PUT') {
      const exhausted = (parseJsonBody(await readBody(request)) as { exhausted?: unknown } | null)?.exhausted;
      if (typeof exhausted !== 'boolean') throw invalidArgument('Expected {"exhausted": true} or {"exhausted": false}.');
      exhaustQuota(exhausted);
      return sendJson(response, 200, { exhausted: quotaExhausted });
    }

    if (url.pathname === '/emulator/v1/usage' && request.method === 'GET') {
      return sendJson(response, 200, usage.totals());
    }

    if (url.pathname === '/emulator/v1/usage' && request.method === 'DELETE') {
      request.resume();
      usage.reset();
      return sendJson(response, 200, usage.totals());
    }

    if (url.pathname === '/emulator/v1/stats' && request.method === 'GET') {
      return sendJson(response, 200, { ...stats, sessions: channels.describeSessions() });
    }

    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok\n');
      return;
    }
    request.resume();
    throw new RpcError('NOT_FOUND', `No such endpoint: ${request.method ?? ''} ${url.pathname}`);
  }

  const server = createServer({ noDelay: true, keepAliveTimeout: 65_000 }, (request, response) => {
    applyCors(request, response);
    if (request.method === 'OPTIONS') {
      answerPreflight(request, response);
      return;
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      sendError(response, new RpcError('INVALID_ARGUMENT', 'Malformed request URL.'));
      return;
    }
    route(request, response, url).catch((error: unknown) => {
      const rpcError = toRpcError(error);
      if (rpcError.status === 'INTERNAL') console.error('[firestore] internal error:', error);
      sendError(response, rpcError);
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    stats,
    usage,
    sessions: () => channels.describeSessions(),
    dropBackChannels: () => channels.dropBackChannels(),
    loseWrites,
    refuseWrites,
    exhaustQuota,
    async close() {
      channels.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await saver?.close();
    },
  };
}
