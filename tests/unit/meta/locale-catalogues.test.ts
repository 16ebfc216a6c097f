// Every language Cartwatch speaks says everything English says, with the same placeholders and the
// plural forms its own language needs (CLDR's categories, as Intl.PluralRules names them).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
type Catalogue = Record<string, Entry>;

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt_BR'];
const localesDir = join(import.meta.dirname, '../../../public/_locales');
/** A language's catalogue; a missing one reads as empty, so its tests say what it lacks. */
function read(folder: string): Catalogue {
  const path = join(localesDir, folder, 'messages.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Catalogue) : {};
}
const english = read('en');
const folders = readdirSync(localesDir);
const languageTag = (folder: string) => folder.replace('_', '-');

const PLURAL_BLOCK = /\{\s*\$([A-Za-z0-9_]+)\$\s*,\s*plural\s*,((?:\s*(?:=\d+|[a-z]+)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /\s*(=\d+|[a-z]+)\s*\{([^{}]*)\}/g;

/** Each plural block of a message: its selector and the categories it gives words for. */
function pluralBlocks(message: string): { selector: string; categories: string[] }[] {
  return [...message.matchAll(PLURAL_BLOCK)].map((block) => ({
    selector: block[1]!.toUpperCase(),
    categories: [...block[2]!.matchAll(BRANCH)].map((branch) => branch[1]!).filter((name) => !name.startsWith('=')),
  }));
}

/** The placeholders a message's text uses, upper-cased as the browser matches them. */
const usedPlaceholders = (message: string) => new Set([...message.matchAll(/\$([A-Za-z0-9_]+)\$/g)].map((match) => match[1]!.toUpperCase()));
const declared = (entry: Entry) =>
  Object.fromEntries(Object.entries(entry.placeholders ?? {}).map(([name, placeholder]) => [name.toUpperCase(), placeholder.content]));

describe('locale catalogues', () => {
  it('are the eight languages, each with its catalogue', () => {
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  it('find plural blocks and their categories (the checks below see what they check)', () => {
    const blocks = pluralBlocks('{$COUNT$, plural, =0 {none} one {$COUNT$ item} other {$COUNT$ items}} in {$LISTS$, plural, other {$LISTS$ lists}}');
    expect(blocks).toEqual([
      { selector: 'COUNT', categories: ['one', 'other'] },
      { selector: 'LISTS', categories: ['other'] },
    ]);
    expect(pluralBlocks('{$COUNT$, plural, one {an {unclosed} item}}')).toEqual([]);
  });

  describe.each(LANGUAGES)('%s', (folder) => {
    const catalogue = read(folder);
    const categories = new Intl.PluralRules(languageTag(folder)).resolvedOptions().pluralCategories;

    it('has exactly the keys English has', () => {
      const keys = Object.keys(catalogue);
      expect(Object.keys(english).filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !(key in english))).toEqual([]);
    });

    it('names its own language, so plurals and numbers follow it', () => {
      expect(catalogue.messagesLanguage?.message).toBe(languageTag(folder));
    });

    it('says something for every key', () => {
      expect(Object.entries(catalogue).filter(([, entry]) => entry.message.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('keeps every placeholder of English, filled from the same substitution, and uses no other', () => {
      const wrong = Object.entries(english).flatMap(([key, source]) => {
        const entry = catalogue[key];
        if (!entry) return [];
        const problems: string[] = [];
        if (JSON.stringify(declared(entry)) !== JSON.stringify(declared(source))) problems.push(`${key}: declares other placeholders`);
        const used = usedPlaceholders(entry.message);
        const missing = [...usedPlaceholders(source.message)].filter((name) => !used.has(name));
        const unknown = [...used].filter((name) => !(name in declared(source)));
        if (missing.length > 0) problems.push(`${key}: lacks ${missing.join(', ')}`);
        if (unknown.length > 0) problems.push(`${key}: uses undeclared ${unknown.join(', ')}`);
        return problems;
      });
      expect(wrong).toEqual([]);
    });

    it(`gives a plural block every category of the language and no other`, () => {
      const wrong = Object.entries(english).flatMap(([key, source]) => {
        const entry = catalogue[key];
        if (!entry) return [];
        const wanted = pluralBlocks(source.message).map((block) => block.selector).sort();
        const blocks = pluralBlocks(entry.message);
        const problems: string[] = [];
        if (JSON.stringify(blocks.map((block) => block.selector).sort()) !== JSON.stringify(wanted)) {
          problems.push(`${key}: plural blocks on ${blocks.map((block) => block.selector).join(', ') || 'nothing'}, English on ${wanted.join(', ') || 'nothing'}`);
        }
        for (const block of blocks) {
          if (JSON.stringify([...block.categories].sort()) !== JSON.stringify([...categories].sort())) {
            problems.push(`${key}: ${block.categories.join(', ')} where ${folder} has ${categories.join(', ')}`);
          }
        }
        return problems;
      });
      expect(wrong).toEqual([]);
    });

    it('leaves no brace outside a well-formed plural block', () => {
      const stray = Object.entries(catalogue)
        .filter(([, entry]) => /[{}]/.test(entry.message.replace(PLURAL_BLOCK, '')))
        .map(([key]) => key);
      expect(stray).toEqual([]);
    });

    it('fits the stores: a name of at most 45 characters, a description of at most 132', () => {
      expect(catalogue.extensionName?.message.length).toBeLessThanOrEqual(45);
      expect(catalogue.extensionDescription?.message.length).toBeLessThanOrEqual(132);
    });

    if (folder !== 'en') {
      it('is a translation, not a copy of English (at most a tenth of its messages as English has them)', () => {
        const same = Object.entries(catalogue).filter(([key, entry]) => entry.message === english[key]?.message);
        expect(same.length).toBeLessThanOrEqual(Object.keys(english).length / 10);
      });
    }
  });
});
