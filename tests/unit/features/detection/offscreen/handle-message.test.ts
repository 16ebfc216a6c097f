import { describe, expect, it } from 'vitest';
import { handleOffscreenMessage } from '../../../../../src/features/detection/offscreen/handle-message';

const self = { id: 'ext', workerUrl: 'chrome-extension://ext/service-worker-loader.js' };
const worker = { id: 'ext', url: self.workerUrl };
const parse = (html: string, url: string) => Promise.resolve((html.includes('kettle') ? { url } : null) as never);
const message = { kind: 'offscreen:parse', payload: { html: '<h1>kettle</h1>', url: 'https://shop.example/k' } };

describe('the offscreen document', () => {
  it("parses the worker's page and answers with the product", async () => {
    await expect(handleOffscreenMessage(message, worker, self, parse)).resolves.toEqual({ ok: true, data: { url: 'https://shop.example/k' } });
  });

  it("stays silent on messages that are not its own (the pages' messages to the worker)", async () => {
    await expect(handleOffscreenMessage({ kind: 'page:get-state', payload: {} }, worker, self, parse)).resolves.toBeUndefined();
    await expect(handleOffscreenMessage('offscreen:parse', worker, self, parse)).resolves.toBeUndefined();
  });

  it('rejects an extension page sender (the popup)', async () => {
    const popup = { id: 'ext', url: 'chrome-extension://ext/src/pages/popup/index.html' };
    await expect(handleOffscreenMessage(message, popup, self, parse)).resolves.toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects a content script sender and another extension', async () => {
    await expect(handleOffscreenMessage(message, { ...worker, tab: { id: 1 } }, self, parse)).resolves.toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    await expect(handleOffscreenMessage(message, { ...worker, id: 'other' }, self, parse)).resolves.toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects a non-http URL, a missing page and extra fields', async () => {
    const refused = (payload: unknown) => handleOffscreenMessage({ kind: 'offscreen:parse', payload }, worker, self, parse);
    await expect(refused({ html: 'x', url: 'javascript:alert(1)' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    await expect(refused({ url: 'https://shop.example/' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    await expect(refused({ ...message.payload, extra: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});
