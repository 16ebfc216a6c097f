import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/shared/storage-keys';
import { takeEarlyCacheRead, type EarlyCacheScope } from '../../../src/ui/take-early-cache-read';

const script = readFileSync(new URL('../../../public/early-cache-read.js', import.meta.url), 'utf8');

function runEarlyScript(storageNamespace: 'chrome' | 'browser', stored: Record<string, unknown>) {
  const asked: unknown[] = [];
  const api = { storage: { local: { get: (key: unknown) => (asked.push(key), Promise.resolve(stored)) } } };
  const marks: string[] = [];
  const scope: EarlyCacheScope & Record<string, unknown> = { [storageNamespace]: api, Promise, performance: { mark: (name: string) => marks.push(name) } };
  scope.globalThis = scope;
  runInNewContext(script, scope);
  return { scope, asked, marks };
}

describe('the popup reads its state cache before its modules have loaded', () => {
  it('reads the state cache head key and leaves the read for the connector, in Chrome and Firefox', async () => {
    for (const namespace of ['chrome', 'browser'] as const) {
      const { scope, asked, marks } = runEarlyScript(namespace, { [STORAGE_KEYS.stateCacheHead]: '{"cached":1}' });
      expect(marks).toEqual(['cartwatch:cache-read-start']);
      expect(asked).toEqual([STORAGE_KEYS.stateCacheHead]);
      await expect(takeEarlyCacheRead(scope)).resolves.toBe('{"cached":1}');
    }
  });

  it('hands the early read over once: a second reader reads storage itself', () => {
    const { scope } = runEarlyScript('chrome', {});
    expect(takeEarlyCacheRead(scope)).not.toBeNull();
    expect(takeEarlyCacheRead(scope)).toBeNull();
  });

  it('gives nothing on a page without the early script', () => {
    expect(takeEarlyCacheRead({})).toBeNull();
  });
});
