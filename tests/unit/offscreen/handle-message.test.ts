import { describe, expect, it } from 'vitest';
import { handleOffscreenMessage } from '../../../src/offscreen/handle-message';

const self = { id: 'ext', workerUrl: 'chrome-extension://ext/service-worker-loader.js' };
const worker = { id: 'ext', url: self.workerUrl };
const parse = (html: string, url: string) => (html.includes('kettle') ? { url } : null) as never;
const message = { kind: 'offscreen:parse', payload: { html: '<h1>kettle</h1>', url: 'https://shop.example/k' } };

describe('the offscreen document', () => {
  it("parses the worker's page and answers with the product", () => {
    expect(handleOffscreenMessage(message, worker, self, parse)).toEqual({ ok: true, data: { url: 'https://shop.example/k' } });
  });

  it("stays silent on messages that are not its own (the pages' messages to the worker)", () => {
    expect(handleOffscreenMessage({ kind: 'page:get-state', payload: {} }, worker, self, parse)).toBeUndefined();
    expect(handleOffscreenMessage('offscreen:parse', worker, self, parse)).toBeUndefined();
  });

  it('rejects an extension page sender (the popup)', () => {
    const popup = { id: 'ext', url: 'chrome-extension://ext/src/popup/index.html' };
    expect(handleOffscreenMessage(message, popup, self, parse)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects a content script sender and another extension', () => {
    expect(handleOffscreenMessage(message, { ...worker, tab: { id: 1 } }, self, parse)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handleOffscreenMessage(message, { ...worker, id: 'other' }, self, parse)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects a non-http URL, a missing page and extra fields', () => {
    const refused = (payload: unknown) => handleOffscreenMessage({ kind: 'offscreen:parse', payload }, worker, self, parse);
    expect(refused({ html: 'x', url: 'javascript:alert(1)' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(refused({ url: 'https://shop.example/' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(refused({ ...message.payload, extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});
