import type { IncomingMessage } from 'node:http';

const maxBodyBytes = 64 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyError(413, `the body is larger than ${maxBodyBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parsed JSON body; `undefined` when the body is empty. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'the body is not valid JSON');
  }
}
