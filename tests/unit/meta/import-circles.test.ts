import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../support/import-graph';

const root = new URL('../../../', import.meta.url).pathname;

describe('the source tree', () => {
  it('has no import circle, type-only imports included', () => {
    expect(importCircles(importGraph(root))).toEqual([]);
  });
});

describe('the circle finder', () => {
  it('finds a circle through three files and a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['f.ts', ['f.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['f.ts']]);
  });
});
