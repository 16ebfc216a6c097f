// The README's "Map of the code" must stay true: every folder and file it names exists where it
// says. Entries are the path-like words at the start of a line of the map; nesting follows the
// indentation, two spaces a level.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The code block under the "Map of the code" heading. */
function mapBlock(): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Map of the code'));
  const block = section?.match(/```\n([\s\S]*?)```/)?.[1];
  if (block === undefined) throw new Error('README.md has no "Map of the code" block');
  return block.split('\n').filter((line) => line.trim() !== '');
}

const looksLikePath = (word: string) => /^[\w.-]+\/?$/.test(word) && /[/.]/.test(word);

/** Every path the map names, resolved against its parent folders. */
function mappedPaths(): string[] {
  const parents: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  let lastIndent = -2;
  for (const line of mapBlock()) {
    const indent = line.length - line.trimStart().length;
    // Deeper than one level below the last entry: the wrapped description of that entry.
    if (indent % 2 !== 0 || indent > lastIndent + 2) continue;
    const words = line.trim().split(/\s+/);
    const names: string[] = [];
    for (const word of words) {
      if (!looksLikePath(word)) break;
      names.push(word);
    }
    if (names.length === 0) continue;
    lastIndent = indent;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const base = parents.at(-1)?.path ?? '';
    for (const name of names) paths.push(base + name);
    if (names[0]!.endsWith('/')) parents.push({ indent, path: base + names[0]! });
  }
  return paths;
}

describe("the README's map of the code", () => {
  const paths = mappedPaths();

  it('names folders and files that exist', () => {
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('is read as a map (the parse finds its nested entries)', () => {
    expect(paths).toEqual(expect.arrayContaining(['src/', 'src/features/', 'src/features/tracking/', 'src/worker.ts', 'tests/unit/']));
  });
});
