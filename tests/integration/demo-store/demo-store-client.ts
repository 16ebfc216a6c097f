import { parseHtml } from './dom';

export interface FetchedPage {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
}

export async function fetchPage(url: string, init: RequestInit = {}): Promise<FetchedPage> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: parseHtml(html, url) };
}

export interface AdminProduct {
  id: string;
  store: string;
  url: string;
  format: string;
  currency: string;
  price: number;
  listPrice: number | null;
  displayPrice: string;
  availability: string;
  mode: string;
  delayMs: number;
  botCheckStatus: number;
  challengeStatus: number;
  goneStatus: number;
  retryAfterS: number;
}

export interface AdminAnswer<T> {
  status: number;
  body: T;
}

/** Calls the admin JSON API under `adminUrl` (`.../__admin`). */
export async function admin<T = unknown>(adminUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<AdminAnswer<T>> {
  const init: RequestInit =
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const response = await fetch(`${adminUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

export async function adminProduct(adminUrl: string, id: string): Promise<AdminProduct> {
  const { status, body } = await admin<AdminProduct>(adminUrl, 'GET', `/products/${id}`);
  if (status !== 200) throw new Error(`admin product ${id}: HTTP ${status}`);
  return body;
}
