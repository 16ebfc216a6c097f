import { FETCHED_PAGE_MAX_CHARS } from '../../../app/protocol';
import type { FetchedPage } from '../model/fetched-page';

export type FetchAttempt = { kind: 'page'; page: FetchedPage } | { kind: 'failed'; outcome: 'timeout' | 'network-error' };

export interface FetchOptions {
  timeoutMs: number;
  /** See docs/tracking.md ("Cookies"): the shopper's own cookies go along, as on their own visit. */
  credentials: RequestCredentials;
}

/** Fetches a product page, the body included, within the timeout; never throws. */
export async function fetchPage(fetcher: typeof fetch, url: string, options: FetchOptions): Promise<FetchAttempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetcher(url, {
      credentials: options.credentials,
      signal: controller.signal,
      redirect: 'follow',
      // The browser's own cache may answer only after the store says its copy is current: a check reads the store.
      cache: 'no-cache',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    const body = (await response.text()).slice(0, FETCHED_PAGE_MAX_CHARS);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { kind: 'page', page: { requestedUrl: url, url: response.url || url, status: response.status, headers, body } };
  } catch {
    return { kind: 'failed', outcome: controller.signal.aborted ? 'timeout' : 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}
