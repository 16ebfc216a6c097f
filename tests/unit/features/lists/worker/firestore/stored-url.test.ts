import { describe, expect, it } from 'vitest';
import { storedWebUrl } from '../../../../../../src/features/lists/worker/firestore/stored-url';

describe('storedWebUrl: addresses as the rules accept them', () => {
  it.each([
    ['an https address, unchanged', 'https://shop.example/p/1?colour=red', 'https://shop.example/p/1?colour=red'],
    ['plain http elsewhere, upgraded to https', 'http://shop.example/p/1', 'https://shop.example/p/1'],
    ['http on localhost, kept', 'http://localhost:5301/p/1', 'http://localhost:5301/p/1'],
    ['http on 127.0.0.1, kept', 'http://127.0.0.1:5302/p/1', 'http://127.0.0.1:5302/p/1'],
    ['a host that only starts with localhost, upgraded', 'http://localhost.shop.example/p', 'https://localhost.shop.example/p'],
    ['spaces and non-ASCII letters, percent-encoded', 'https://shop.example/p/é 1', 'https://shop.example/p/%C3%A9%201'],
    ['a newline inside, dropped as URL parsing does', 'https://shop.example/p/\n1', 'https://shop.example/p/1'],
    ['an internationalised host, in punycode', 'https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['a user name before the host, dropped', 'https://shop.example@evil.example/p', 'https://evil.example/p'],
    ['a user name and password before the host, dropped', 'https://a:b@shop.example/p', 'https://shop.example/p'],
    ['capitals in the scheme and host, lower-cased', 'HTTPS://SHOP.EXAMPLE/P', 'https://shop.example/P'],
  ])('%s', (_what, address, expected) => {
    expect(storedWebUrl(address)).toBe(expected);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: image', 'data:image/png;base64,AAAA'],
    ['an ftp address', 'ftp://shop.example/p'],
    ['text that is not an address', 'not a url'],
    ['an address longer than 2,048 characters once encoded', `https://shop.example/${'é'.repeat(400)}`],
  ])('%s is not stored', (_what, address) => {
    expect(storedWebUrl(address)).toBeNull();
  });
});
