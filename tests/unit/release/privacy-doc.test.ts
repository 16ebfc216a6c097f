// docs/privacy.md (the text the store listings link to) and the About section (src/pages/options/
// about-section.tsx) held to the code: the hosts its requests go to (tests/privacy-hosts.ts, which
// tests/e2e/privacy.test.ts records and tests/release/shipped-hosts.test.ts finds in the shipped
// code), the Firestore collections it writes, what it keeps in the browser, and what Firefox is told.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firefoxManifest } from '../../../scripts/manifest';
import { CONTACTED } from '../../privacy-hosts';

const root = join(import.meta.dirname, '../../..');
const privacy = readFileSync(join(root, 'docs/privacy.md'), 'utf8');

/** The text under a heading (## or ###), up to the next heading of the same level or above. */
function section(heading: string): string {
  const start = privacy.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`docs/privacy.md has no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const rest = privacy.slice(start + heading.length + 1);
  const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
/** The first cell of each row of the section's table, as code spans. */
const firstColumn = (text: string) => text.split('\n').filter((line) => /^\| `/.test(line)).flatMap((line) => codeSpans(line.split('|')[1] ?? ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The arguments of every call to `name(` in `code`, nested parentheses included. */
function callArguments(code: string, name: string): string[] {
  const calls: string[] = [];
  for (const match of code.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < code.length) {
      if (code[at] === '(') depth += 1;
      else if (code[at] === ')') depth -= 1;
      at += 1;
    }
    calls.push(code.slice(start, at - 1));
  }
  return calls;
}

/** Every collection id the worker's Firestore code names in a path: the literals of collection() and doc() calls. */
function firestoreCollections(): Set<string> {
  const firestoreCode = sourceFiles(join(root, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .filter((code) => /from 'firebase\/firestore(\/lite)?'/.test(code));
  const literals = firestoreCode.flatMap((code) =>
    ['collection', 'doc'].flatMap((name) => callArguments(code, name).flatMap((args) => [...args.matchAll(/(?:^|,)\s*'([A-Za-z]+)'\s*(?=,|$)/g)].map((match) => match[1]!))),
  );
  return new Set(literals);
}

/** The About section's English text: every message key about-section.tsx names. */
function aboutText(): string {
  const component = readFileSync(join(root, 'src/pages/options/about-section.tsx'), 'utf8');
  const messages = JSON.parse(readFileSync(join(root, 'public/_locales/en/messages.json'), 'utf8')) as Record<string, { message: string }>;
  const keys = [...component.matchAll(/'((?:options)?[aA]boutPrivacy\w*)'/g)].map((match) => match[1]!);
  expect(keys.length).toBeGreaterThan(3);
  return keys.map((key) => messages[key]?.message ?? '').join('\n');
}

/**
 * How the About section names each collection's data (aboutPrivacyStored names what you save), or
 * null for bookkeeping the shopper never sees as data of theirs, with why. A new collection fails
 * the test until it is placed here, and so until someone reads the About section against it.
 */
const ABOUT_NAMES: Record<string, string | null> = {
  users: 'preferences',
  lists: 'lists',
  items: 'items',
  observations: 'price histories',
  alerts: 'alerts',
  alertRules: 'alert rules',
  invites: 'a list you share',
  claims: 'a list you share',
  // Bookkeeping of lists: a list's item count, who joined with which invite, whose browser checks a store.
  counters: null,
  joins: null,
  leases: null,
};

describe('docs/privacy.md and the About section say what the code does', () => {
  it('the policy names every host Cartwatch’s requests go to, and no other', () => {
    const leaving = section('## What leaves your browser, and where it goes');
    const hosts = codeSpans(leaving.split('### ')[0] ?? '').filter((span) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(span));
    expect([...new Set(hosts)].sort()).toEqual(CONTACTED.flatMap((role) => role.hosts).sort());
  });

  it('the About section names every party Cartwatch contacts', () => {
    const about = aboutText();
    for (const { role, aboutName } of CONTACTED) expect(about, role).toContain(aboutName);
  });

  it('the policy’s account table lists every Firestore collection the code uses, and no other', () => {
    const code = [...firestoreCollections()].sort();
    expect(code.length).toBeGreaterThan(5);
    expect(firstColumn(section('### In your Cartwatch account (Google Firebase)')).sort()).toEqual(code);
  });

  it('the About section names what each collection holds', () => {
    const about = aboutText();
    const collections = [...firestoreCollections()];
    expect(collections.filter((collection) => !(collection in ABOUT_NAMES))).toEqual([]);
    for (const collection of collections) {
      const name = ABOUT_NAMES[collection];
      if (name !== null && name !== undefined) expect(about, collection).toContain(name);
    }
  });

  it('the policy’s browser table names every name Cartwatch stores under in the browser', () => {
    const keys = readFileSync(join(root, 'src/platform/state/storage-keys.ts'), 'utf8');
    const names = [...keys.matchAll(/export const \w+_NAME = '([^']+)'/g)].map((match) => match[1]!);
    const prefixes = [...keys.matchAll(/export const \w+_PREFIX = '([^']+)'/g)].map((match) => match[1]!);
    expect(names.length + prefixes.length).toBeGreaterThan(5);
    const documented = firstColumn(section('### In this browser'));
    expect(names.filter((name) => !documented.includes(name))).toEqual([]);
    expect(prefixes.filter((prefix) => !documented.some((entry) => entry.startsWith(prefix)))).toEqual([]);
    const known = (entry: string) => names.includes(entry) || prefixes.some((prefix) => entry.startsWith(prefix));
    expect(documented.filter((entry) => !known(entry))).toEqual([]);
  });

  it('the policy lists the data kinds the Firefox manifest declares', () => {
    const gecko = (firefoxManifest() as { browser_specific_settings: { gecko: { data_collection_permissions: { required: string[]; optional?: string[] } } } })
      .browser_specific_settings.gecko.data_collection_permissions;
    expect(codeSpans(section('### What Firefox shows at install')).filter((span) => /^[a-z]+[A-Z]\w*$/.test(span)).sort()).toEqual(
      [...gecko.required, ...(gecko.optional ?? [])].sort(),
    );
  });
});
