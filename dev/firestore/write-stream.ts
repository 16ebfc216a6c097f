import { commitWrites } from './commit';
import { invalidArgument, quotaExceeded, RpcError } from './errors';
import { asArray, asObject, checkKeys } from './json-shape';
import type { Store } from './store';
import type { StreamHandler, StreamSink } from './stream-sink';
import { parseWrite } from './write-parse';
import type { RequestAuth } from './auth';
import type { UsageMeter } from './usage';

/**
 * The Write stream: a handshake that hands out a stream token, then one commit per request,
 * answered with a fresh token, the commit time and a result per write. A failed commit fails the
 * stream with its status, which is how the SDK learns that a write was rejected. While tests
 * make the server lose writes, commit requests are read and forgotten, as if lost on the way: the
 * client waits for an answer until it opens a new stream and sends its writes again. A commit
 * that tests asked to refuse fails with PERMISSION_DENIED, as a commit the security rules refuse,
 * and while tests exhaust the quota every commit fails with RESOURCE_EXHAUSTED (the full SDK keeps
 * the writes and retries them at its longest back-off).
 */
export class WriteStream implements StreamHandler {
  private handshakeDone = false;
  private tokenCount = 0;

  constructor(
    private readonly store: Store,
    private readonly databaseName: string,
    private readonly sink: StreamSink,
    private readonly streamId: string,
    private readonly losingWrites: () => boolean,
    /** True when this commit is one that tests asked to refuse (and counts it). */
    private readonly takeRefusal: () => boolean,
    /** True while tests make the server answer as a project out of quota. */
    private readonly quotaExhausted: () => boolean,
    private readonly meter: UsageMeter,
    private readonly auth: RequestAuth,
  ) {}

  private nextToken(): string {
    this.tokenCount++;
    return Buffer.from(`${this.streamId}:${this.tokenCount}`).toString('base64');
  }

  handle(message: unknown): void {
    const request = asObject(message, 'WriteRequest');
    checkKeys(request, ['database', 'streamId', 'writes', 'streamToken', 'labels'], 'WriteRequest');
    if (request.database !== undefined && request.database !== this.databaseName) {
      throw invalidArgument(`WriteRequest.database ${JSON.stringify(request.database)} does not match the channel's database.`);
    }
    const writes = asArray(request.writes ?? [], 'writes');
    if (!this.handshakeDone) {
      if (writes.length > 0) throw invalidArgument('The first request of a Write stream is a handshake without writes.');
      this.handshakeDone = true;
      this.sink.send({ streamId: this.streamId, streamToken: this.nextToken() });
      return;
    }
    if (this.losingWrites()) return;
    if (this.quotaExhausted()) throw quotaExceeded();
    if (this.takeRefusal()) throw new RpcError('PERMISSION_DENIED', 'Missing or insufficient permissions (refused by /emulator/v1/refuse-writes).');
    const parsed = writes.map((write, i) => parseWrite(write, this.databaseName, `writes[${i}]`));
    const result = commitWrites(this.store, this.databaseName, parsed, { meter: this.meter, auth: this.auth });
    this.sink.send({ streamId: this.streamId, streamToken: this.nextToken(), ...result });
  }

  close(): void {
    this.handshakeDone = false;
  }
}
