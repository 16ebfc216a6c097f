import { describe, expect, it } from 'vitest';
import { browserIdOf, decodeRun, runStorageOf } from '../../../../../src/features/tracking/worker/run-storage';
import { EMPTY_RUN } from '../../../../../src/features/tracking/model/run-state';

function memoryArea() {
  const values: Record<string, unknown> = {};
  return {
    values,
    get: (keys: string[]) => Promise.resolve(Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]))),
    set: (entries: Record<string, unknown>) => Promise.resolve(void Object.assign(values, entries)),
  };
}

describe('the stored run', () => {
  it('round-trips through storage under its declared key', async () => {
    const area = memoryArea();
    const storage = runStorageOf(area);
    const run = { ...EMPTY_RUN, queue: [{ listId: 'l', itemId: 'i', store: 's', manual: true }], ownChecks: { 'l/i': 5 } };
    await storage.save(run);
    expect(Object.keys(area.values)).toEqual(['tracking-run']);
    expect(await storage.load()).toEqual(run);
  });

  it('starts empty from nothing, and empties only the damaged fields', async () => {
    expect(await runStorageOf(memoryArea()).load()).toEqual(EMPTY_RUN);
    expect(decodeRun('junk')).toEqual(EMPTY_RUN);
    expect(decodeRun({ queue: 'x', ownChecks: { 'l/i': 1 } })).toEqual({ ...EMPTY_RUN, ownChecks: { 'l/i': 1 } });
  });
});

describe('browserIdOf', () => {
  it('makes an id once and keeps it', async () => {
    const area = memoryArea();
    let made = 0;
    const make = () => `browser-${++made}-abcdef`;
    expect(await browserIdOf(area, make)).toBe('browser-1-abcdef');
    expect(await browserIdOf(area, make)).toBe('browser-1-abcdef');
  });
});
