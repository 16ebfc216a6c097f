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
const quoted = (text: string) => [...text.matchAll(/['"`]([A-Za-z0-9_]+)['"`]/g)].map((match) => match[1]!);

/** The text of every `t(...)` call's arguments, parentheses balanced (a key chosen by `cond ? 'a' : 'b'` counts). */
function translationCalls(text: string): string[] {
  return [...text.matchAll(/\bt\(/g)].map((match) => {
    let depth = 1;
    let at = match.index + match[0].length;
    for (; at < text.length && depth > 0; at += 1) {
      if (text[at] === '(') depth += 1;
      else if (text[at] === ')') depth -= 1;
    }
    return text.slice(match.index + match[0].length, at - 1);
  });
}

/** `heading="optionsSectionTracking"`: a component's MessageKey prop, given as a JSX string attribute. */
const jsxStringAttributes = (text: string) => [...text.matchAll(/\b[A-Za-z]+="([A-Za-z0-9_]+)"/g)].map((match) => match[1]!);

// A key is used when it is an argument of t(), a JSX string attribute (a component's MessageKey prop),
// or a literal in a module that types keys as MessageKey (tables from a kind of thing to its words,
// handed to t() later). A key merely quoted elsewhere (a field name, an event name that happens to
// match) does not count.
const usedLiterals = new Set(
  sources.flatMap((text) =>
    /\bMessageKey\b/.test(text) ? quoted(text) : [...translationCalls(text).flatMap(quoted), ...jsxStringAttributes(text)],
  ),
);
const manifestKeys = [...manifest.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)].map((match) => match[1]!);
const requestedKeys = sources.flatMap((text) =>
  [...text.matchAll(/\b(?:t|getMessage)\(\s*['"`]([A-Za-z0-9_]+)['"`]/g)].map((match) => match[1]!),
);

describe('_locales', () => {
  it('has no key that nothing uses', () => {
    const unused = keys.filter((key) => !usedLiterals.has(key) && !manifestKeys.includes(key));
    expect(unused).toEqual([]);
  });

  it('has every key the code and the manifest ask for', () => {
    const missing = [...new Set([...requestedKeys, ...manifestKeys])].filter((key) => !(key in messages));
    expect(missing).toEqual([]);
  });

  it('counts a key used only where t() is given it, not wherever it is quoted', () => {
    const text = "const field = 'saveButton'; label = t(done ? 'savedLabel' : 'saveLabel', [String(count('x'))]);";
    expect(translationCalls(text).flatMap(quoted)).toEqual(['savedLabel', 'saveLabel', 'x']);
  });

  it('finds the keys it checks (the scan itself works)', () => {
    expect(requestedKeys.length).toBeGreaterThan(50);
    expect(manifestKeys).toContain('extensionName');
  });
});
