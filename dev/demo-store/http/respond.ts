import type { ServerResponse } from 'node:http';

type Headers = Record<string, string>;

// Every answer is `no-store` so a changed price shows on the very next request.
export function send(response: ServerResponse, status: number, body: string, contentType: string, headers: Headers = {}): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(body);
}

export function sendHtml(response: ServerResponse, status: number, html: string, headers?: Headers): void {
  send(response, status, html, 'text/html; charset=utf-8', headers);
}

export function sendJson(response: ServerResponse, status: number, data: unknown, headers?: Headers): void {
  send(response, status, `${JSON.stringify(data, null, 2)}\n`, 'application/json; charset=utf-8', headers);
}

export function sendJsonError(response: ServerResponse, status: number, message: string, headers?: Headers): void {
  sendJson(response, status, { error: message }, headers);
}

export function redirect(response: ServerResponse, location: string): void {
  send(response, 302, '', 'text/plain; charset=utf-8', { Location: location });
}
