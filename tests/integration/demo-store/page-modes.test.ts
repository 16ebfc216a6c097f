import { describe, expect, it, vi } from 'vitest';
import { admin, adminProduct, fetchPage } from './demo-store-client';
import { useFreshDemoStore } from './fresh-demo-store';
import { jsonLdBlocks, text } from './dom';

const demo = useFreshDemoStore();

async function urlOf(id: string): Promise<string> {
  return (await adminProduct(demo.adminUrl, id)).url;
}

async function setMode(id: string, mode: string, options: { delayMs?: number; status?: number; retryAfterS?: number } = {}): Promise<void> {
  const { status } = await admin(demo.adminUrl, 'POST', `/products/${id}/mode`, { mode, ...options });
  expect(status).toBe(200);
}

describe('bot check', () => {
  it('answers 503 with a "verify you are human" interstitial and no product', async () => {
    const page = await fetchPage(await urlOf('jubilaeumsuhr'));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.document.title).toBe('Just a moment...');
    expect(text(page.document, 'h1')).toBe('Verify you are human');
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(page.document.querySelector('.price-block, .add-to-cart')).toBeNull();
    expect(page.html).not.toContain('399');
  });

  it.each([200, 403])('can answer %i instead, with the same interstitial', async (status) => {
    await setMode('jubilaeumsuhr', 'bot-check', { status });
    const page = await fetchPage(await urlOf('jubilaeumsuhr'));
    expect(page.status).toBe(status);
    expect(page.headers.get('retry-after')).toBeNull();
    expect(text(page.document, 'h1')).toBe('Verify you are human');
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect((await adminProduct(demo.adminUrl, 'jubilaeumsuhr')).botCheckStatus).toBe(status);
  });

  it('shows the product once the bot check is switched off', async () => {
    await setMode('jubilaeumsuhr', 'ok');
    const page = await fetchPage(await urlOf('jubilaeumsuhr'));
    expect(page.status).toBe(200);
    expect(jsonLdBlocks(page.document)).toMatchObject([{ '@type': 'Product', offers: { price: '399.00' } }]);
  });
});

describe('login wall', () => {
  it('redirects to /login with the page to return to', async () => {
    const page = await fetchPage(await urlOf('kochmesser'));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?next=%2Fprodukte%2Fkochmesser-mitgliederpreis');
  });

  it('lands on a login form with no product on it', async () => {
    const response = await fetch(await urlOf('kochmesser'));
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/login');
    const page = await fetchPage(response.url);
    expect(page.document.querySelector('form[action="/login"] input[type="password"]')).not.toBeNull();
    expect(page.document.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe('/produkte/kochmesser-mitgliederpreis');
    expect(jsonLdBlocks(page.document)).toEqual([]);
  });

  it('refuses every sign-in with 401 and the form again', async () => {
    const [, alpenblick] = demo.store.stores;
    const page = await fetchPage(`${alpenblick?.origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(page.status).toBe(401);
    expect(text(page.document, '.form-error')).toBe('Wrong email or password.');
    expect(page.document.querySelector('input[type="password"]')).not.toBeNull();
  });
});

describe('error', () => {
  it('answers 500 with an error page and no product', async () => {
    const page = await fetchPage(await urlOf('rain-shell'));
    expect(page.status).toBe(500);
    expect(text(page.document, 'h1')).toBe('Something went wrong');
    expect(jsonLdBlocks(page.document)).toEqual([]);
  });
});

describe('slow', () => {
  it('answers only after the configured delay, then with the full product page', async () => {
    await setMode('camp-stove', 'slow', { delayMs: 600 });
    const started = performance.now();
    const page = await fetchPage(await urlOf('camp-stove'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    expect(page.status).toBe(200);
    expect(jsonLdBlocks(page.document)).toMatchObject([{ '@type': 'Product', offers: { price: '64.99' } }]);
  });

  it('does not hold up other pages while it waits', async () => {
    await setMode('camp-stove', 'slow', { delayMs: 1500 });
    const finished: string[] = [];
    const slow = fetchPage(await urlOf('camp-stove')).then(() => finished.push('slow'));
    const fast = fetchPage(await urlOf('trail-backpack')).then(() => finished.push('fast'));
    await Promise.all([slow, fast]);
    expect(finished).toEqual(['fast', 'slow']);
  });

  it('shows the values current when it answers, and is listed in the request log while in flight', async () => {
    await setMode('camp-stove', 'slow', { delayMs: 1000 });
    const pending = fetchPage(await urlOf('camp-stove'));
    await vi.waitFor(async () => {
      const { body } = await admin<{ path: string; status: number | null }[]>(demo.adminUrl, 'GET', '/requests');
      expect(body).toEqual([expect.objectContaining({ path: '/products/camp-stove', status: null })]);
    });
    await admin(demo.adminUrl, 'POST', '/products/camp-stove', { price: 59.99 });
    const page = await pending;
    expect(text(page.document, '.price--current')).toBe('$59.99');
  });
});

describe('challenge', () => {
  it('answers 403 with cf-mitigated: challenge and a "Just a moment..." page, or 503 when asked', async () => {
    const url = await urlOf('trail-backpack');
    await setMode('trail-backpack', 'challenge');
    const page = await fetchPage(url);
    expect(page.status).toBe(403);
    expect(page.headers.get('cf-mitigated')).toBe('challenge');
    expect(page.document.title).toBe('Just a moment...');
    expect(jsonLdBlocks(page.document)).toEqual([]);
    await setMode('trail-backpack', 'challenge', { status: 503 });
    expect((await fetchPage(url)).status).toBe(503);
  });
});

describe('rate-limited', () => {
  it('answers 429 with the configured Retry-After in seconds', async () => {
    const url = await urlOf('trail-backpack');
    await setMode('trail-backpack', 'rate-limited');
    const page = await fetchPage(url);
    expect([page.status, page.headers.get('retry-after')]).toEqual([429, '120']);
    await setMode('trail-backpack', 'rate-limited', { retryAfterS: 7 });
    expect((await fetchPage(url)).headers.get('retry-after')).toBe('7');
    expect(await adminProduct(demo.adminUrl, 'trail-backpack')).toMatchObject({ mode: 'rate-limited', retryAfterS: 7 });
  });
});

describe('gone', () => {
  it('answers 410 by default, 404 when asked, with no product', async () => {
    const url = await urlOf('merino-beanie');
    await setMode('merino-beanie', 'gone');
    const page = await fetchPage(url);
    expect(page.status).toBe(410);
    expect(jsonLdBlocks(page.document)).toEqual([]);
    await setMode('merino-beanie', 'gone', { status: 404 });
    expect((await fetchPage(url)).status).toBe(404);
  });
});

describe('no product', () => {
  it('answers 200 with the shop layout and no product data or price', async () => {
    await setMode('trail-backpack', 'no-product');
    const page = await fetchPage(await urlOf('trail-backpack'));
    expect(page.status).toBe(200);
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(page.document.querySelector('.price--current, [itemprop=price], meta[property^="product:"]')).toBeNull();
  });
});

describe('any product in any mode', () => {
  it('puts an ordinary page behind a bot check, a login wall or an error, and back', async () => {
    const url = await urlOf('trail-backpack');
    await setMode('trail-backpack', 'bot-check');
    expect((await fetchPage(url)).status).toBe(503);
    await setMode('trail-backpack', 'login-wall');
    expect((await fetchPage(url)).status).toBe(302);
    await setMode('trail-backpack', 'error');
    expect((await fetchPage(url)).status).toBe(500);
    await setMode('trail-backpack', 'ok');
    expect((await fetchPage(url)).status).toBe(200);
  });

  it('applies to a single-page product URL too', async () => {
    await setMode('summit-headlamp', 'error');
    expect((await fetchPage(await urlOf('summit-headlamp'))).status).toBe(500);
    expect((await fetchPage(await urlOf('trekking-poles'))).status).toBe(200);
  });
});
