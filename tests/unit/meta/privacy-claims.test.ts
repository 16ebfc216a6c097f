// The About section's privacy statement (src/pages/options/about-section.tsx) makes claims about the
// code; these are the ones a static check can hold it to: no remote code, no access to cookies or
// to other requests, no store access until the shopper grants it, no address in the code but the
// local emulators and Google's sign-in, and no link of a page rewritten.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

interface Manifest {
  permissions: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_security_policy: { extension_pages: string };
  content_scripts?: unknown[];
}
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Manifest;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|html)$/.test(entry.name) ? [path] : [];
  });
}
const sources = sourceFiles(join(root, 'src')).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
const filesMatching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('the privacy statement’s checkable claims', () => {
  it('no remote code: extension pages run only their own scripts, and nothing evaluates strings', () => {
    const scriptSrc = /script-src ([^;]*)/.exec(manifest.content_security_policy.extension_pages)?.[1]?.trim();
    expect(scriptSrc).toBe("'self'");
    expect(filesMatching(/\beval\(|new Function\(/)).toEqual([]);
  });

  it('no cookies and no other requests: no permission to read cookies, watch or rewrite requests, or read history', () => {
    const forbidden = ['cookies', 'webRequest', 'webRequestBlocking', 'declarativeNetRequest', 'declarativeNetRequestWithHostAccess', 'history', 'browsingData', 'proxy', 'tabs'];
    expect(manifest.permissions.filter((permission) => forbidden.includes(permission))).toEqual([]);
    expect(filesMatching(/document\.cookie|\bcookies\./)).toEqual([]);
  });

  it('no store is contacted without the shopper’s grant: host access is optional, and no content script is declared', () => {
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.content_scripts ?? []).toEqual([]);
  });

  it('no address in the code but the local emulators and Google’s sign-in (Firebase’s come from its SDK)', () => {
    const hosts = new Set(sources.flatMap(({ text }) => [...text.matchAll(/https?:\/\/([A-Za-z0-9.-]+)/g)].map((match) => match[1]!)));
    const allowed = new Set(['accounts.google.com', '127.0.0.1', 'localhost', 'www.']);
    expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);
  });

  it('no link on a page is changed: the content script and the extractor never set an address', () => {
    const pageCode = sources.filter(({ file }) => file.startsWith('src/features/detection/content/') || file.startsWith('src/features/detection/model/extract/'));
    expect(pageCode.filter(({ text }) => /\.(href|src|action)\s*=[^=]|setAttribute\(\s*['"](href|src|action)/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
