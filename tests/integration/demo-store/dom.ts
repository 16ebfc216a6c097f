import { createRequire } from 'node:module';

// jsdom ships no type declarations and @types/jsdom is not installed; this is the slice the tests use.
interface JsdomOptions {
  url?: string;
  runScripts?: 'dangerously';
  resources?: 'usable';
  beforeParse?: (window: Window) => void;
}

interface Jsdom {
  window: Window;
}

interface JsdomModule {
  JSDOM: {
    new (html: string, options?: JsdomOptions): Jsdom;
    fromURL(url: string, options?: JsdomOptions): Promise<Jsdom>;
  };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

export function parseHtml(html: string, url: string): Document {
  return new JSDOM(html, { url }).window.document;
}

/** Loads a page like a browser would: external scripts run, and `fetch` goes to the real server. */
export async function openInBrowserLikeWindow(url: string): Promise<Window> {
  const dom = await JSDOM.fromURL(url, {
    runScripts: 'dangerously',
    resources: 'usable',
    beforeParse(window) {
      window.fetch = (input, init) => {
        const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return fetch(new URL(target, window.location.href), init);
      };
    },
  });
  return dom.window;
}

export function jsonLdBlocks(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
}

export function text(document: Document, selector: string): string {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return (element.textContent ?? '').trim();
}

export function metaContent(document: Document, property: string): string | null {
  return document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
}
