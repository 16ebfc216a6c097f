// The README is the front door (issue #27): short, and its "Map" must stay true and whole. Every
// folder and file the map names exists where it says; it names every top-level entry of src/ and
// every entry of docs/. Entries are the path-like words at the start of a line of the map; nesting
// follows the indentation, two spaces a level. And the repository cites no product or architecture
// description outside itself: the product's is docs/product.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** About 150 lines: what Cartwatch is, run it, test it, a real Firebase project, the map. */
const README_MAX_LINES = 150;

/** The code block under the "Map" heading. */
function mapBlock(text: string): string[] {
  const section = text.split(/^## /m).find((part) => /^Map\b/.test(part));
  const block = section?.match(/```\n([\s\S]*?)```/)?.[1];
  if (block === undefined) throw new Error('README.md has no "Map" block');
  return block.split('\n').filter((line) => line.trim() !== '');
}

const looksLikePath = (word: string) => /^[\w.-]+\/?$/.test(word) && /[/.]/.test(word);

/** Every path the map names, resolved against its parent folders. */
function mappedPaths(text: string): string[] {
  const parents: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  let lastIndent = -2;
  for (const line of mapBlock(text)) {
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

/** The entries of `dir` (relative to the root) as the map writes them: folders end in a slash. */
function entriesOf(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => `${dir}/${entry.name}${entry.isDirectory() ? '/' : ''}`);
}

/**
 * A citation of a description kept outside the repository: the workplace's PRODUCT.md or
 * ARCHITECTURE.md (the repository's own docs are lower case: docs/product.md), or a path into the
 * workplace's shared folder other than its corpus (the corpus tests read the full corpus there).
 */
const OUTSIDE_CITATION = /\b(PRODUCT|ARCHITECTURE)\.md\b|\.\.\/shared\/(?!corpus\b)/;

/** `file: line` for every line of `text` that cites outside the repository. */
function outsideCitations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|json|jsonl|md|html|css|sh|rules)$/;
/** This file names the patterns it looks for. */
const SELF = relative(root, import.meta.filename);

describe("the README's map of the code", () => {
  const paths = mappedPaths(readme);

  it('names folders and files that exist', () => {
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('is read as a map (the parse finds its nested entries)', () => {
    expect(paths).toEqual(expect.arrayContaining(['src/', 'src/features/', 'src/worker.ts', 'docs/', 'docs/product.md']));
  });

  it('names every top-level folder and file of src/', () => {
    expect(entriesOf('src').filter((entry) => !paths.includes(entry))).toEqual([]);
  });

  it('names every doc in docs/', () => {
    expect(entriesOf('docs').filter((entry) => !paths.includes(entry))).toEqual([]);
  });
});

describe('the README as the front door', () => {
  it(`stays short: at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('shows a picture of the popup that is in the repository', () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)|<img [^>]*src="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !existsSync(join(root, image)))).toEqual([]);
  });
});

describe('citations stay inside the repository', () => {
  it('finds a citation of PRODUCT.md, ARCHITECTURE.md or ../shared/ (the check itself)', () => {
    expect(outsideCitations('a.ts', '// the limits (PRODUCT.md, business limits)')).toHaveLength(1);
    expect(outsideCitations('a.ts', ' * see ARCHITECTURE.md')).toHaveLength(1);
    expect(outsideCitations('a.md', 'read ../shared/notes/x.md')).toHaveLength(1);
    expect(outsideCitations('a.md', 'docs/product.md, docs/architecture.md, --corpus ../shared/corpus')).toEqual([]);
  });

  it('no file in src/, tests/, docs/, bench/, dev/ or scripts/, nor the README or firestore.rules, cites a description outside the repository', () => {
    const files = [...['src', 'tests', 'docs', 'bench', 'dev', 'scripts'].flatMap(filesUnder), 'README.md', 'firestore.rules']
      .filter((file) => TEXT_FILE.test(file) && file !== SELF && !file.startsWith('bench/results/'));
    expect(files.flatMap((file) => outsideCitations(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
