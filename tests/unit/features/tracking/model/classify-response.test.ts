import { describe, expect, it } from 'vitest';
import { classifyProductless, classifyResponse } from '../../../../../src/features/tracking/model/classify-response';
import type { FetchedPage } from '../../../../../src/features/tracking/model/fetched-page';

const url = 'https://shop.example/p/1';
const page = (overrides: Partial<FetchedPage>): FetchedPage => ({
  requestedUrl: url, url, status: 200, headers: {}, body: '<html><head><title>Kettle</title></head><body>Kettle</body></html>', ...overrides,
});

describe('classifyResponse', () => {
  it('lets an ordinary 200 page through to the parser', () => {
    expect(classifyResponse(page({}))).toBeNull();
  });

  it('recognises a Cloudflare challenge by its header, whatever the status', () => {
    for (const status of [403, 503, 200]) {
      expect(classifyResponse(page({ status, headers: { 'cf-mitigated': 'challenge' } }))).toBe('bot-check');
    }
  });

  it('recognises a Cloudflare interstitial by its title', () => {
    expect(classifyResponse(page({ status: 403, body: '<title>Just a moment...</title>' }))).toBe('bot-check');
  });

  it('recognises AWS WAF captcha and challenge actions', () => {
    expect(classifyResponse(page({ status: 405, headers: { 'x-amzn-waf-action': 'captcha' } }))).toBe('bot-check');
    expect(classifyResponse(page({ status: 202, headers: { 'x-amzn-waf-action': 'challenge' } }))).toBe('bot-check');
  });

  it("recognises Amazon's robot check, which answers 200", () => {
    const body = '<form method="get" action="/errors/validateCaptcha"><input name="amzn"></form>';
    expect(classifyResponse(page({ body }))).toBe('bot-check');
  });

  it('calls a 503 with a captcha widget a bot check, and a plain 503 an http error', () => {
    expect(classifyResponse(page({ status: 503, body: '<div class="g-recaptcha"></div>' }))).toBe('bot-check');
    expect(classifyResponse(page({ status: 503, body: 'down for maintenance' }))).toBe('http-error');
  });

  it('calls 404 and 410 a page gone', () => {
    expect(classifyResponse(page({ status: 404 }))).toBe('page-gone');
    expect(classifyResponse(page({ status: 410 }))).toBe('page-gone');
  });

  it('calls a redirect to a sign-in page, or a 401, a login wall', () => {
    expect(classifyResponse(page({ url: 'https://shop.example/login?next=%2Fp%2F1' }))).toBe('login-wall');
    expect(classifyResponse(page({ url: 'https://shop.example/account/signin' }))).toBe('login-wall');
    expect(classifyResponse(page({ status: 401 }))).toBe('login-wall');
    expect(classifyResponse(page({ url: 'https://shop.example/p/1-new' }))).toBeNull();
  });

  it('calls 429, other 4xx and 5xx http errors', () => {
    for (const status of [429, 400, 403, 500, 502]) expect(classifyResponse(page({ status }))).toBe('http-error');
  });
});

describe('classifyProductless', () => {
  it('tells a sign-in form, a captcha and a changed page apart', () => {
    expect(classifyProductless(page({ body: '<form><input type="password" name="pw"></form>' }))).toBe('login-wall');
    expect(classifyProductless(page({ body: '<div class="h-captcha"></div>' }))).toBe('bot-check');
    expect(classifyProductless(page({}))).toBe('page-changed');
  });
});
