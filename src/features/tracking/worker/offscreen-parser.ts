import type { OffscreenEnvelope, OffscreenResponse } from '../../../app/protocol';
import type { PageParser } from './check-page';

export const OFFSCREEN_PATH = 'src/pages/offscreen/index.html';

/** The parts of chrome.* the offscreen document needs (Chrome only). */
export interface OffscreenApis {
  getURL(path: string): string;
  hasDocument(url: string): Promise<boolean>;
  createDocument(path: string): Promise<void>;
  sendMessage(message: OffscreenEnvelope): Promise<unknown>;
}

export function offscreenApisOf(api: typeof chrome): OffscreenApis {
  return {
    getURL: (path) => api.runtime.getURL(path),
    hasDocument: async (url) =>
      (await api.runtime.getContexts({ contextTypes: [api.runtime.ContextType.OFFSCREEN_DOCUMENT], documentUrls: [url] })).length > 0,
    createDocument: (path) =>
      api.offscreen.createDocument({
        url: path,
        reasons: [api.offscreen.Reason.DOM_PARSER],
        justification: 'Parse product pages fetched for background price re-checks.',
      }),
    sendMessage: (message) => api.runtime.sendMessage(message),
  };
}

const isResponse = (value: unknown): value is OffscreenResponse =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * Parses in the offscreen document: one document at a time, created on first use. Concurrent
 * callers share one creation, and an existing document (from an earlier worker) is reused.
 */
export function createOffscreenParser(apis: OffscreenApis): PageParser {
  let creating: Promise<void> | null = null;

  async function ensureDocument(): Promise<void> {
    if (await apis.hasDocument(apis.getURL(OFFSCREEN_PATH))) return;
    creating ??= apis.createDocument(OFFSCREEN_PATH).finally(() => (creating = null));
    await creating;
  }

  return async (html, url) => {
    await ensureDocument();
    const response = await apis.sendMessage({ kind: 'offscreen:parse', payload: { html, url } });
    if (!isResponse(response)) throw new Error('The offscreen document did not answer.');
    if (!response.ok) throw new Error(`The offscreen document refused to parse: ${response.error.message}`);
    return response.data;
  };
}
