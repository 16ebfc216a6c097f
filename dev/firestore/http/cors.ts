import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Extension pages, the extension's worker and test pages are all cross-origin to this server, and
 * the SDK sends credentials, so the origin is echoed rather than answered with `*`.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
  } else {
    response.setHeader('Access-Control-Allow-Origin', '*');
  }
  response.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id, X-Client-Wire-Protocol, Content-Type');
}

export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = request.headers['access-control-request-headers'];
  response.setHeader('Access-Control-Allow-Headers', requested ?? 'Authorization, Content-Type, X-Goog-Api-Client, X-Firebase-GMPID');
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.setHeader('Access-Control-Max-Age', '86400');
  response.writeHead(204).end();
}
