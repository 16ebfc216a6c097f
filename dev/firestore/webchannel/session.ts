import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { RequestAuth } from '../auth';
import { type RpcError, toRpcError } from '../errors';
import type { StreamHandler } from '../stream-sink';
import { NOOP_JSON, arrayChunk, arrayEntry } from './frames';

interface BackChannel {
  response: ServerResponse;
  longPolling: boolean;
  timer: NodeJS.Timeout;
}

const KEEPALIVE_MS = 25_000;
const DEFAULT_LONG_POLL_MS = 25_000;
/**
 * The client acknowledges what it received only when it opens a request, so a streaming back
 * channel is ended once it has carried this much; the client re-opens it at once with its AID,
 * which lets the session forget the acknowledged messages.
 */
const STREAMING_BYTES_BEFORE_RENEWAL = 4 * 1024 * 1024;

/**
 * One WebChannel session: the messages queued for the client (kept until it acknowledges their
 * array ids, so a re-attached back channel gets them again), the back channel currently
 * attached, and the stream that the forward channel feeds.
 */
export class ChannelSession {
  readonly id = randomBytes(12).toString('hex');
  handler: StreamHandler | undefined;
  lastActivity = Date.now();
  closed = false;
  private nextArrayId = 1;
  private lastSentArrayId = 0;
  private lastForwardSequence = -1;
  private readonly unacknowledged: { id: number; entry: string }[] = [];
  private bytesOnBackChannel = 0;
  private unsent: { id: number; entry: string }[] = [];
  private backChannel: BackChannel | undefined;
  private flushScheduled = false;

  constructor(
    readonly kind: 'Listen' | 'Write',
    readonly database: string,
    readonly auth: RequestAuth,
    private readonly onClose: (session: ChannelSession) => void,
  ) {}

  get hasBackChannel(): boolean {
    return this.backChannel !== undefined;
  }

  get lastArrayIdSent(): number {
    return this.lastSentArrayId;
  }

  send(message: unknown): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    const item = { id, entry: arrayEntry(id, JSON.stringify(message)) };
    this.unacknowledged.push(item);
    this.unsent.push(item);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  /** Ends the stream with a status; the client then closes the channel. */
  fail(error: RpcError): void {
    this.send({ error: error.toStreamStatus() });
    this.handler?.close();
    this.handler = undefined;
  }

  acknowledge(arrayId: number): void {
    while (this.unacknowledged.length > 0 && (this.unacknowledged[0]?.id ?? Infinity) <= arrayId) this.unacknowledged.shift();
  }

  /** Feeds forward-channel messages to the stream, skipping any the client resent. */
  receive(offset: number, messages: readonly string[]): void {
    this.lastActivity = Date.now();
    messages.forEach((text, i) => {
      const sequence = offset + i;
      if (sequence <= this.lastForwardSequence || this.closed || !this.handler) return;
      this.lastForwardSequence = sequence;
      try {
        this.handler.handle(JSON.parse(text));
      } catch (error) {
        this.fail(toRpcError(error));
      }
    });
  }

  attachBackChannel(response: ServerResponse, longPolling: boolean, longPollMs: number | undefined): void {
    this.detachBackChannel(true);
    this.lastActivity = Date.now();
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache, no-store', 'X-Content-Type-Options': 'nosniff' });
    response.socket?.setNoDelay(true);
    const timer = longPolling
      ? setTimeout(() => this.endLongPoll(), longPollMs ?? DEFAULT_LONG_POLL_MS)
      : setInterval(() => this.writeNoop(), KEEPALIVE_MS);
    timer.unref();
    const backChannel: BackChannel = { response, longPolling, timer };
    this.backChannel = backChannel;
    this.bytesOnBackChannel = 0;
    const forget = (): void => {
      if (this.backChannel === backChannel) this.detachBackChannel(false);
    };
    response.on('close', forget);
    // A write racing the client's disconnect must not become an unhandled error.
    response.on('error', forget);
    // Everything not yet acknowledged goes out again: the previous back channel may have lost it.
    this.unsent = [...this.unacknowledged];
    if (this.unsent.length > 0) this.flush();
    // A streaming back channel must show bytes at once, or the client suspects a buffering proxy.
    else if (!longPolling) this.writeNoop();
  }

  private writeNoop(): void {
    const backChannel = this.backChannel;
    if (!backChannel) return;
    const id = this.nextArrayId++;
    this.lastSentArrayId = id;
    backChannel.response.write(arrayChunk([arrayEntry(id, NOOP_JSON)]));
    if (backChannel.longPolling) this.detachBackChannel(true);
  }

  private endLongPoll(): void {
    if (this.unsent.length > 0) this.flush();
    else this.writeNoop();
  }

  private flush(): void {
    this.flushScheduled = false;
    const backChannel = this.backChannel;
    if (!backChannel || this.unsent.length === 0) return;
    const items = this.unsent;
    this.unsent = [];
    this.lastSentArrayId = Math.max(this.lastSentArrayId, items[items.length - 1]?.id ?? 0);
    const text = arrayChunk(items.map((item) => item.entry));
    backChannel.response.write(text);
    this.bytesOnBackChannel += text.length;
    if (backChannel.longPolling || this.bytesOnBackChannel > STREAMING_BYTES_BEFORE_RENEWAL) this.detachBackChannel(true);
  }

  private detachBackChannel(end: boolean): void {
    const backChannel = this.backChannel;
    if (!backChannel) return;
    this.backChannel = undefined;
    clearTimeout(backChannel.timer);
    clearInterval(backChannel.timer);
    this.lastActivity = Date.now();
    if (end && !backChannel.response.writableEnded) backChannel.response.end();
  }

  /** Cuts the back channel's connection without a proper end, as a network failure would. */
  dropBackChannel(): void {
    const backChannel = this.backChannel;
    if (!backChannel) return;
    this.detachBackChannel(false);
    backChannel.response.destroy();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.handler?.close();
    this.handler = undefined;
    this.detachBackChannel(true);
    this.onClose(this);
  }
}
