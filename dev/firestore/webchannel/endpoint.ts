import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RequestAuth, authFromHeader, headerFromBlock } from '../auth';
import { invalidArgument } from '../errors';
import { readBody } from '../http/body';
import { ListenStream } from '../listen-stream';
import { parseDatabaseName } from '../resource-names';
import type { Store } from '../store';
import type { ServerStats } from '../stream-sink';
import { WriteStream } from '../write-stream';
import type { UsageMeter } from '../usage';
import { parseForwardBody } from './form';
import { chunk } from './frames';
import { ChannelSession } from './session';

export type StreamKind = 'Listen' | 'Write';

export interface SessionInfo {
  kind: StreamKind;
  database: string;
  uid: string | null;
}

const PROTOCOL_VERSION = 8;
const SERVER_VERSION = 12;
const BACK_CHANNEL_TIMEOUT_MS = 30_000;
const IDLE_SESSION_MS = 60_000;
const MIN_LONG_POLL_MS = 1_000;

/** Serves `/google.firestore.v1.Firestore/{Listen,Write}/channel`: handshakes, forward and back channels. */
export class WebChannelEndpoint {
  private readonly sessions = new Map<string, ChannelSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly stats: ServerStats,
    private readonly losingWrites: () => boolean,
    private readonly takeRefusal: () => boolean,
    private readonly quotaExhausted: () => boolean,
    private readonly meter: UsageMeter,
  ) {
    // Clients that vanish (a stopped extension worker) leave sessions with no back channel behind.
    this.sweeper = setInterval(() => this.sweepIdleSessions(), 15_000);
    this.sweeper.unref();
  }

  /** The open sessions and who opened them, as security rules will see it. */
  describeSessions(): SessionInfo[] {
    return [...this.sessions.values()].map((session) => ({
      kind: session.kind,
      database: session.database,
      uid: session.auth.kind === 'user' ? session.auth.uid : null,
    }));
  }

  async handle(kind: StreamKind, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const params = url.searchParams;
    const sessionId = params.get('SID') ?? params.get('gsessionid');
    if (params.get('TYPE') === 'terminate') {
      request.resume();
      const session = sessionId ? this.sessions.get(sessionId) : undefined;
      if (session?.kind === kind) session.close();
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end();
      return;
    }
    if (!sessionId || sessionId === 'null') {
      await this.handshake(kind, request, response, params);
      return;
    }
    const session = this.sessions.get(sessionId);
    if (!session || session.kind !== kind) {
      // The client recognises this text and starts a new session.
      request.resume();
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Error 400: Unknown SID');
      return;
    }
    const acknowledged = Number(params.get('AID') ?? '-1');
    if (Number.isSafeInteger(acknowledged)) session.acknowledge(acknowledged);
    if (params.get('RID') === 'rpc' || request.method === 'GET') {
      const requestedTimeout = Number(params.get('TO') ?? NaN);
      const longPollMs = Number.isFinite(requestedTimeout) ? Math.max(MIN_LONG_POLL_MS, requestedTimeout) : undefined;
      session.attachBackChannel(response, params.get('CI') === '1', longPollMs);
      return;
    }
    const body = await readBody(request);
    const { offset, messages } = parseForwardBody(body);
    // Reported as they were when the request arrived: anything this request produces comes later.
    const answer = `[${session.hasBackChannel ? 1 : 0},${session.lastArrayIdSent},0]`;
    session.receive(offset, messages);
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(chunk(answer));
  }

  private async handshake(kind: StreamKind, request: IncomingMessage, response: ServerResponse, params: URLSearchParams): Promise<void> {
    if (params.get('VER') !== String(PROTOCOL_VERSION)) throw invalidArgument(`Unsupported WebChannel version ${params.get('VER') ?? '(none)'}.`);
    const database = parseDatabaseName(params.get('database') ?? '', 'database');
    const body = await readBody(request);
    const { offset, messages, headers } = parseForwardBody(body);
    const auth: RequestAuth = authFromHeader(headerFromBlock(headers, 'Authorization') ?? request.headers.authorization);
    const session = new ChannelSession(kind, database, auth, (closed) => this.sessions.delete(closed.id));
    session.handler = kind === 'Listen'
      ? new ListenStream(this.store, database, session, this.stats, this.meter, auth)
      : new WriteStream(this.store, database, session, session.id, this.losingWrites, this.takeRefusal, this.quotaExhausted, this.meter, auth);
    this.sessions.set(session.id, session);
    const created = JSON.stringify([[0, ['c', session.id, '', PROTOCOL_VERSION, SERVER_VERSION, BACK_CHANNEL_TIMEOUT_MS]]]);
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-HTTP-Session-Id': session.id });
    response.end(chunk(created));
    session.receive(offset, messages);
  }

  dropBackChannels(): void {
    for (const session of this.sessions.values()) session.dropBackChannel();
  }

  private sweepIdleSessions(): void {
    const cutoff = Date.now() - IDLE_SESSION_MS;
    for (const session of this.sessions.values()) {
      if (!session.hasBackChannel && session.lastActivity < cutoff) session.close();
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.sessions.values()]) session.close();
  }
}

export function streamKindOf(pathname: string): StreamKind | undefined {
  const match = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/.exec(pathname);
  return match ? (match[1] as StreamKind) : undefined;
}

