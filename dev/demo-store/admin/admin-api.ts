import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readJson } from '../http/read-body';
import { sendHtml, sendJson, sendJsonError } from '../http/respond';
import type { DemoStoreServices } from '../services';
import type { StoreId } from '../types';
import { renderAdminPage } from './admin-page';
import { adminProductJson } from './product-json';
import { parseModeChange, parseOfferPatch } from './validate';

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

interface Route {
  GET?: Handler;
  POST?: Handler;
}

export const adminPrefix = '/__admin';

/** Serves `/__admin` and `/__admin/...`: the admin page and the JSON API over the shared state. */
export async function handleAdminRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  services: DemoStoreServices,
): Promise<void> {
  const route = findRoute(url, services);
  if (!route) return sendJsonError(response, 404, `no admin endpoint at ${url.pathname}`);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const handler = method === 'GET' || method === 'POST' ? route[method] : undefined;
  if (!handler) {
    const allow = Object.keys(route).join(', ');
    return sendJsonError(response, 405, `${request.method ?? ''} is not allowed here; use ${allow}`, { Allow: allow });
  }
  try {
    await handler(request, response);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendJsonError(response, error.status, error.message);
  }
}

function findRoute(url: URL, services: DemoStoreServices): Route | undefined {
  const segments = url.pathname.slice(adminPrefix.length).split('/').filter(Boolean).map(decodeSegment);
  const [resource, id, action, ...extra] = segments;
  if (extra.length > 0) return undefined;
  if (resource === undefined) return { GET: (_request, response) => sendHtml(response, 200, renderAdminPage(services)) };
  if (resource === 'reset' && id === undefined) return { POST: (_request, response) => reset(response, services) };
  if (resource === 'requests' && id === undefined) {
    return { GET: (_request, response) => listRequests(response, url, services) };
  }
  if (resource !== 'products') return undefined;
  if (id === undefined) return { GET: (_request, response) => listProducts(response, services) };
  if (action === undefined) {
    return {
      GET: (_request, response) => showProduct(response, id, services),
      POST: (request, response) => updateOffer(request, response, id, services),
    };
  }
  if (action === 'mode') return { POST: (request, response) => setMode(request, response, id, services) };
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function listProducts(response: ServerResponse, services: DemoStoreServices): void {
  sendJson(response, 200, services.state.views().map((view) => adminProductJson(view, services)));
}

function showProduct(response: ServerResponse, id: string, services: DemoStoreServices): void {
  const view = services.state.view(id);
  if (!view) return sendJsonError(response, 404, `unknown product id ${JSON.stringify(id)}`);
  sendJson(response, 200, adminProductJson(view, services));
}

async function updateOffer(request: IncomingMessage, response: ServerResponse, id: string, services: DemoStoreServices) {
  const view = services.state.view(id);
  if (!view) return sendJsonError(response, 404, `unknown product id ${JSON.stringify(id)}`);
  const patch = parseOfferPatch(await readJson(request), view);
  if (!patch.ok) return sendJsonError(response, 400, patch.message);
  services.state.updateOffer(id, patch.value);
  showProduct(response, id, services);
}

async function setMode(request: IncomingMessage, response: ServerResponse, id: string, services: DemoStoreServices) {
  if (!services.state.view(id)) return sendJsonError(response, 404, `unknown product id ${JSON.stringify(id)}`);
  const change = parseModeChange(await readJson(request));
  if (!change.ok) return sendJsonError(response, 400, change.message);
  services.state.setMode(id, change.value);
  showProduct(response, id, services);
}

function listRequests(response: ServerResponse, url: URL, services: DemoStoreServices): void {
  const store = url.searchParams.get('store');
  const known = services.runningStores.map((profile) => profile.id as string);
  if (store !== null && !known.includes(store)) {
    return sendJsonError(response, 400, `store must be one of ${known.join(', ')}`);
  }
  sendJson(response, 200, services.requestLog.list((store ?? undefined) as StoreId | undefined));
}

function reset(response: ServerResponse, services: DemoStoreServices): void {
  services.state.reset();
  services.requestLog.clear();
  listProducts(response, services);
}
