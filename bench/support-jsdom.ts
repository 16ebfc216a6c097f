import { createRequire } from 'node:module';

interface JsdomModule {
  JSDOM: new (html: string, options?: { url?: string }) => { window: { document: Document } };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

/** A fetched page as a Document in Node: jsdom runs no scripts by default, like DOMParser. */
export function parseHtmlForBench(html: string, url: string): Document {
  return new JSDOM(html, { url }).window.document;
}
