import type { IncomingMessage } from 'node:http';
import { RpcError, invalidArgument } from '../errors';

export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

/** Reads the whole body, refusing anything over the request size limit without buffering it. */
export function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_REQUEST_BYTES) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => reject(new RpcError('CANCELLED', 'The request was aborted.')));
  });
}

function tooLarge(): RpcError {
  return invalidArgument(`Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`);
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) throw invalidArgument('Request is too deeply nested.');
    throw invalidArgument(`Invalid JSON payload received. ${error instanceof Error ? error.message : ''}`);
  }
}
