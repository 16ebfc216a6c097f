import { request as httpRequest } from 'node:http';
import { PROJECT_ID } from './server';

export const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;

export function documentName(path: string): string {
  return `${DATABASE}/documents/${path}`;
}

export interface RestResponse<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls a REST method the way the SDKs do (POST, JSON in a text/plain body), on a fresh
 * connection each time so that a restarted server never meets a stale pooled socket.
 */
export function callRest<T = unknown>(serverUrl: string, method: string, body: unknown, resource = `${DATABASE}/documents`): Promise<RestResponse<T>> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${serverUrl}/v1/${resource}:${method}`, { method: 'POST', agent: false, headers: { 'Content-Type': 'text/plain' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: (text === '' ? undefined : JSON.parse(text)) as T });
      });
      response.on('error', reject);
    });
    // A server refusing an oversized body may close the connection before reading all of it.
    request.on('error', reject);
    request.end(payload);
  });
}

export interface RestError {
  error: { code: number; status: string; message: string };
}
