import type { ServerResponse } from 'node:http';
import type { RpcError } from '../errors';

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

export function sendError(response: ServerResponse, error: RpcError): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendJson(response, error.httpStatus, error.toRestBody());
}
