// Every string the shopper sees lives in public/_locales/en/messages.json: each key there is used by
// the code or the manifest, and each key the code asks for exists (as refined-github checks its own).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const messages = JSON.parse(readFileSync(join(root, 'public/_locales/en/messages.json'), 'utf8')) as Record<string, unknown>;
const keys = Object.keys(messages);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|html)$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(join(root, 'src')).map((file) => readFileSync(file, 'utf8'));
const manifest = readFileSync(join(root, 'manifest.json'), 'utf8');
const quotedLiterals = new Set(sources.flatMap((text) => [...text.matchAll(/['"`]([A-Za-z0-9_]+)['"`]/g)].map((match) => match[1]!)));
const manifestKeys = [...manifest.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)].map((match) => match[1]!);
const requestedKeys = sources.flatMap((text) =>
  [...text.matchAll(/\b(?:t|getMessage)\(\s*['"`]([A-Za-z0-9_]+)['"`]/g)].map((match) => match[1]!),
);

describe('_locales', () => {
  it('has no key that nothing uses', () => {
    const unused = keys.filter((key) => !quotedLiterals.has(key) && !manifestKeys.includes(key));
    expect(unused).toEqual([]);
  });

  it('has every key the code and the manifest ask for', () => {
    const missing = [...new Set([...requestedKeys, ...manifestKeys])].filter((key) => !(key in messages));
    expect(missing).toEqual([]);
  });

  it('finds the keys it checks (the scan itself works)', () => {
    expect(requestedKeys.length).toBeGreaterThan(50);
    expect(manifestKeys).toContain('extensionName');
  });
});
