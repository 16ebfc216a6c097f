import { invalidArgument } from '../errors';

/** The messages of a forward-channel POST: `count`, `ofs` and `req<i>___data__` fields. */
export interface ForwardMessages {
  /** Sequence number of the first message. */
  offset: number;
  messages: string[];
  /** The encoded HTTP headers of the handshake, when the client sent them in the body. */
  headers: string | undefined;
}

export function parseForwardBody(body: string): ForwardMessages {
  const form = new URLSearchParams(body);
  const count = Number(form.get('count') ?? '0');
  const offset = Number(form.get('ofs') ?? '0');
  if (!Number.isSafeInteger(count) || count < 0 || count > 1000 || !Number.isSafeInteger(offset) || offset < 0) {
    throw invalidArgument('Malformed WebChannel request: bad count or ofs.');
  }
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data === null) throw invalidArgument(`Malformed WebChannel request: req${i}___data__ is missing.`);
    messages.push(data);
  }
  return { offset, messages, headers: form.get('headers') ?? undefined };
}
