// docs/security.md: what a store page can put into the pages (names, brands, notes) reaches them as
// text. React escapes what it renders; this holds the code to never handing a string to an HTML sink.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('text from store pages reaches the extension’s pages as text', () => {
  it('no HTML sink in the code: no dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML or document.write', () => {
    const sinks = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;
    const offenders = sourceFiles(join(root, 'src')).filter((file) => sinks.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
