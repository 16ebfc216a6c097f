import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chromeWebStoreProblems, pngSize } from '../../../scripts/package/chrome-web-store';
import { crc32 } from '../../../scripts/package/zip';

/** A real (blank, grey) PNG of the given size. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  const rows = Buffer.alloc(size * (size + 1), 0x80);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const icons = { '16': 'icons/16.png', '32': 'icons/32.png', '48': 'icons/48.png', '128': 'icons/128.png' };
const manifest = {
  manifest_version: 3,
  name: '__MSG_name__',
  description: '__MSG_description__',
  version: '0.2.0',
  default_locale: 'en',
  icons,
  action: { default_popup: 'popup.html', default_icon: { '16': 'icons/16.png' } },
  background: { service_worker: 'worker.js', type: 'module' },
  optional_host_permissions: ['https://*/*'],
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'none'" },
};
const messages = (description: string) => Buffer.from(JSON.stringify({ name: { message: 'Cartwatch' }, description: { message: description } }));

function packageWith(changes: { manifest?: Record<string, unknown>; files?: Record<string, Buffer | null> } = {}): Map<string, Buffer> {
  const files = new Map<string, Buffer>([
    ['manifest.json', Buffer.from(JSON.stringify({ ...manifest, ...changes.manifest }))],
    ['_locales/en/messages.json', messages('Watches prices.')],
    ['_locales/de/messages.json', messages('Beobachtet Preise.')],
    ['popup.html', Buffer.from('<!doctype html><script type="module" src="/assets/popup.js"></script>')],
    ['worker.js', Buffer.from('import "./assets/chunk.js"; export const ok = 1;')],
    ...Object.entries(icons).map(([size, path]) => [path, png(Number(size))] as [string, Buffer]),
  ]);
  for (const [path, data] of Object.entries(changes.files ?? {})) {
    if (data === null) files.delete(path);
    else files.set(path, data);
  }
  return files;
}

describe('what the Chrome Web Store rejects', () => {
  it('passes a package it accepts', () => {
    expect(chromeWebStoreProblems(packageWith())).toEqual([]);
  });

  it('reads a PNG’s size', () => {
    expect(pngSize(png(48))).toEqual({ width: 48, height: 48 });
    expect(pngSize(Buffer.from('GIF89a'))).toBeNull();
  });

  it('a description over 132 characters in any locale, or a name over 75', () => {
    const files = packageWith({ files: { '_locales/de/messages.json': messages('x'.repeat(133)) } });
    expect(chromeWebStoreProblems(files)).toEqual(['description (de): 133 characters, over the store’s 132']);
    expect(chromeWebStoreProblems(packageWith({ manifest: { name: 'N'.repeat(76) } }))).toEqual(['name ((manifest)): 76 characters, over the store’s 75']);
    // A locale without the message shows the default locale's: only the default locale must have it.
    expect(chromeWebStoreProblems(packageWith({ manifest: { description: '__MSG_missing__' } }))).toEqual(['description (en): __MSG_missing__ has no message']);
    expect(chromeWebStoreProblems(packageWith({ files: { '_locales/de/messages.json': Buffer.from('{"name":{"message":"Cartwatch"}}') } }))).toEqual([]);
  });

  it('icons missing, missing from the package, or not the size they claim', () => {
    expect(chromeWebStoreProblems(packageWith({ manifest: { icons: { '16': icons['16'], '128': icons['128'] } } }))).toEqual([
      'manifest.json: no 32×32 icon in "icons"',
      'manifest.json: no 48×48 icon in "icons"',
    ]);
    expect(chromeWebStoreProblems(packageWith({ files: { 'icons/128.png': null } }))).toEqual(['icons/128.png: the 128×128 icon is missing from the package']);
    expect(chromeWebStoreProblems(packageWith({ files: { 'icons/48.png': png(32) } }))).toEqual(['icons/48.png: 32×32, declared as 48×48']);
  });

  it('access to every site at install time', () => {
    expect(chromeWebStoreProblems(packageWith({ manifest: { host_permissions: ['<all_urls>', 'https://shop.example/*'] } }))).toEqual([
      'manifest.json: "<all_urls>" gives access to every site at install (ask for it as optional_host_permissions)',
    ]);
    expect(chromeWebStoreProblems(packageWith({ manifest: { content_scripts: [{ matches: ['*://*/*'], js: ['worker.js'] }] } }))).toHaveLength(1);
  });

  it('remote code: a CSP that allows other script sources, remote scripts in pages, imports from the web, eval', () => {
    const csp = { content_security_policy: { extension_pages: "script-src 'self' https://cdn.example; object-src 'self'" } };
    expect(chromeWebStoreProblems(packageWith({ manifest: csp }))).toEqual(['manifest.json: content_security_policy allows scripts from https://cdn.example']);
    expect(chromeWebStoreProblems(packageWith({ files: { 'popup.html': Buffer.from('<script src="https://cdn.example/lib.js"></script>') } }))).toEqual([
      'popup.html: loads a script from https://cdn.example/lib.js',
    ]);
    const code = {
      'a.js': Buffer.from('await import("https://cdn.example/x.js")'),
      'b.js': Buffer.from('importScripts("//cdn.example/x.js")'),
      'c.js': Buffer.from('const f = eval(text)'),
      'd.js': Buffer.from('const g = new Function("return 1")'),
      'e.js': Buffer.from('class Bloom { eval(a, b) { return a < b } }'),
    };
    expect(chromeWebStoreProblems(packageWith({ files: code }))).toEqual([
      'a.js: import() from a web address',
      'b.js: importScripts from a web address',
      'c.js: eval',
      'd.js: new Function',
    ]);
  });

  it('a version the store cannot read, Manifest V2, and files the manifest names but the package lacks', () => {
    expect(chromeWebStoreProblems(packageWith({ manifest: { version: '1.0.0-beta' } }))).toEqual(['manifest.json: version "1.0.0-beta" is not 1 to 4 numbers of 0-65535']);
    expect(chromeWebStoreProblems(packageWith({ manifest: { manifest_version: 2 } }))).toEqual(['manifest.json: the store takes Manifest V3 only']);
    expect(chromeWebStoreProblems(packageWith({ files: { 'worker.js': null } }))).toEqual(['manifest.json names worker.js, which the package lacks']);
  });
});
