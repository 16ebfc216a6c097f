import { describe, expect, it } from 'vitest';
import { createOffscreenParser, OFFSCREEN_PATH, type OffscreenApis } from '../../../../../src/features/tracking/worker/offscreen-parser';

function fakeApis(existing = false) {
  let documents = existing ? 1 : 0;
  let creations = 0;
  const apis: OffscreenApis = {
    getURL: (path) => `chrome-extension://ext/${path}`,
    hasDocument: (url) => Promise.resolve(url === `chrome-extension://ext/${OFFSCREEN_PATH}` && documents > 0),
    createDocument: async () => {
      creations += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (documents > 0) throw new Error('Only a single offscreen document may be created.');
      documents += 1;
    },
    sendMessage: () => Promise.resolve({ ok: true, data: null }),
  };
  return { apis, creations: () => creations };
}

describe('the offscreen parser', () => {
  it('creates one document for concurrent parses', async () => {
    const fake = fakeApis();
    const parse = createOffscreenParser(fake.apis);
    await Promise.all([parse('<p>', 'https://a.example/'), parse('<p>', 'https://b.example/'), parse('<p>', 'https://c.example/')]);
    expect(fake.creations()).toBe(1);
  });

  it("reuses a document an earlier worker created", async () => {
    const fake = fakeApis(true);
    await createOffscreenParser(fake.apis)('<p>', 'https://a.example/');
    expect(fake.creations()).toBe(0);
  });

  it('throws when the document refuses or does not answer', async () => {
    const fake = fakeApis(true);
    const refused = createOffscreenParser({ ...fake.apis, sendMessage: () => Promise.resolve({ ok: false, error: { code: 'forbidden-sender', message: 'no' } }) });
    await expect(refused('<p>', 'https://a.example/')).rejects.toThrow(/refused/);
    const silent = createOffscreenParser({ ...fake.apis, sendMessage: () => Promise.resolve(undefined) });
    await expect(silent('<p>', 'https://a.example/')).rejects.toThrow(/did not answer/);
  });
});
