import { DATABASE } from './rest';

export type ChannelEntry = [number, unknown[]];

/** Splits WebChannel's `<length>\n<json>` chunks, keeping an incomplete tail for later. */
export class ChunkParser {
  private buffer = '';

  push(text: string): unknown[] {
    this.buffer += text;
    const chunks: unknown[] = [];
    for (;;) {
      const newline = this.buffer.indexOf('\n');
      if (newline < 0) break;
      const length = Number(this.buffer.slice(0, newline));
      if (this.buffer.length < newline + 1 + length) break;
      chunks.push(JSON.parse(this.buffer.slice(newline + 1, newline + 1 + length)));
      this.buffer = this.buffer.slice(newline + 1 + length);
    }
    return chunks;
  }
}

function channelUrl(serverUrl: string, kind: 'Listen' | 'Write', params: Record<string, string>): string {
  const search = new URLSearchParams({ VER: '8', database: DATABASE, ...params });
  return `${serverUrl}/google.firestore.v1.Firestore/${kind}/channel?${search.toString()}`;
}

export function formBody(messages: unknown[], offset = 0, headers?: string): string {
  const fields = new URLSearchParams();
  if (headers !== undefined) fields.set('headers', headers);
  fields.set('count', String(messages.length));
  fields.set('ofs', String(offset));
  messages.forEach((message, i) => fields.set(`req${i}___data__`, typeof message === 'string' ? message : JSON.stringify(message)));
  return fields.toString();
}

/**
 * A hand-driven WebChannel client, for checking the protocol where the SDK would hide it:
 * dropped back channels, long polls, unknown sessions, malformed frames.
 */
export class RawChannel {
  sessionId = '';
  lastArrayId = 0;
  readonly received: ChannelEntry[] = [];
  private nextRequestId = 1;
  private nextOffset = 0;

  constructor(
    private readonly serverUrl: string,
    private readonly kind: 'Listen' | 'Write' = 'Listen',
  ) {}

  async open(firstMessages: unknown[], headers?: string): Promise<Response> {
    const response = await fetch(channelUrl(this.serverUrl, this.kind, { RID: String(this.nextRequestId++), CVER: '22', 'X-HTTP-Session-Id': 'gsessionid', zx: 'x', t: '1' }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody(firstMessages, 0, headers),
    });
    if (response.ok) {
      const [entries] = new ChunkParser().push(await response.clone().text()) as [ChannelEntry[]];
      const created = entries[0]?.[1] as [string, string];
      this.sessionId = created[1];
      this.nextOffset = firstMessages.length;
    }
    return response;
  }

  async send(messages: unknown[]): Promise<{ status: number; text: string }> {
    const offset = this.nextOffset;
    this.nextOffset += messages.length;
    return this.sendAt(offset, messages);
  }

  /** Sends messages with an explicit sequence number, as a client retrying a lost request does. */
  async sendAt(offset: number, messages: unknown[]): Promise<{ status: number; text: string }> {
    const response = await fetch(channelUrl(this.serverUrl, this.kind, { SID: this.sessionId, RID: String(this.nextRequestId++), AID: String(this.lastArrayId), zx: 'y', t: '1' }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody(messages, offset),
    });
    return { status: response.status, text: await response.text() };
  }

  /**
   * Opens a back channel and reads entries until `until` is satisfied, then drops the connection
   * (as a network failure would) unless the server ended it first.
   */
  async readBackChannel(options: { longPolling?: boolean; until: (entries: ChannelEntry[]) => boolean; aid?: number }): Promise<{ status: number; entries: ChannelEntry[]; ended: boolean }> {
    const controller = new AbortController();
    const response = await fetch(channelUrl(this.serverUrl, this.kind, {
      RID: 'rpc', SID: this.sessionId, AID: String(options.aid ?? this.lastArrayId), CI: options.longPolling ? '1' : '0', TYPE: 'xmlhttp', t: '1',
    }), { signal: controller.signal });
    if (!response.ok || !response.body) return { status: response.status, entries: [], ended: true };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new ChunkParser();
    const entries: ChannelEntry[] = [];
    let ended = false;
    while (!options.until(entries)) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      for (const chunk of parser.push(decoder.decode(value, { stream: true }))) {
        for (const entry of chunk as ChannelEntry[]) {
          if (entry[0] <= this.lastArrayId) continue;
          this.lastArrayId = entry[0];
          entries.push(entry);
          this.received.push(entry);
        }
      }
    }
    if (!ended) controller.abort();
    return { status: response.status, entries, ended };
  }

  terminate(): Promise<Response> {
    return fetch(channelUrl(this.serverUrl, this.kind, { SID: this.sessionId, RID: String(this.nextRequestId++), TYPE: 'terminate', zx: 'z', t: '1' }), { method: 'POST' });
  }
}

/** The messages of the entries, without keep-alive noops. */
export function messagesOf(entries: readonly ChannelEntry[]): Record<string, unknown>[] {
  return entries.map((entry) => entry[1][0]).filter((message): message is Record<string, unknown> => typeof message === 'object' && message !== null);
}

export function hasGlobalSnapshot(entries: readonly ChannelEntry[]): boolean {
  return messagesOf(entries).some((message) => {
    const change = message.targetChange as { targetChangeType?: string; targetIds?: number[]; readTime?: string } | undefined;
    return change?.targetChangeType === 'NO_CHANGE' && !change.targetIds?.length && change.readTime !== undefined;
  });
}
