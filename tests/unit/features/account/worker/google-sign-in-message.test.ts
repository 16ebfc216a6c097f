import { describe, expect, it, vi } from 'vitest';
import { createGoogleCredentials, createGoogleSignIn } from '../../../../../src/features/account/worker/google-sign-in';
import { googleSignInHandlers } from '../../../../../src/features/account/worker/google-sign-in-handlers';
import { createAppRouter } from '../../../../../src/app/worker/router';
import type { Handlers } from '../../../../../src/app/protocol';
import { accessToEveryList } from '../../../support/routed';
import type { MessageSenderInfo } from '../../../../../src/platform/messaging/sender';
import { incomingMessages } from '../../../../../src/app/protocol';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const options: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/options/index.html` };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };

function routerWith(flow: Parameters<typeof createGoogleCredentials>[0]) {
  const account = { signInWithProviderCredential: vi.fn() };
  const unused = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn()]));
  const handlers = { ...unused, ...googleSignInHandlers(createGoogleSignIn(createGoogleCredentials(flow), account)) } as Handlers;
  return { account, router: createAppRouter(handlers, self, accessToEveryList('ana'), vi.fn()) };
}

describe('page:sign-in-google', () => {
  it('is refused with google-not-configured by a build without an OAuth client', async () => {
    const { router, account } = routerWith(null);
    await expect(router.handle({ kind: 'page:sign-in-google', payload: {} }, options)).resolves.toMatchObject({
      ok: false,
      error: { code: 'google-not-configured' },
    });
    expect(account.signInWithProviderCredential).not.toHaveBeenCalled();
  });

  it('rejects a content-script sender before any window opens', async () => {
    const requestIdToken = vi.fn(() => Promise.resolve(null));
    const { router } = routerWith({ requestIdToken });
    await expect(router.handle({ kind: 'page:sign-in-google', payload: {} }, contentScript)).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    expect(requestIdToken).not.toHaveBeenCalled();
  });

  it('takes no payload: a smuggled ID token is refused', async () => {
    const requestIdToken = vi.fn(() => Promise.resolve(null));
    const { router } = routerWith({ requestIdToken });
    await expect(
      router.handle({ kind: 'page:sign-in-google', payload: { idToken: 'header.payload.' } }, options),
    ).resolves.toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(requestIdToken).not.toHaveBeenCalled();
  });

  it('answers google-window-closed when the user closed the window, and signs nobody in', async () => {
    const { router, account } = routerWith({ requestIdToken: () => Promise.resolve(null) });
    await expect(router.handle({ kind: 'page:sign-in-google', payload: {} }, options)).resolves.toMatchObject({
      ok: false,
      error: { code: 'google-window-closed' },
    });
    expect(account.signInWithProviderCredential).not.toHaveBeenCalled();
  });
});
