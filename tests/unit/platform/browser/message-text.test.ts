import { describe, expect, it } from 'vitest';
import { messageLocale, messageText, valueMarker } from '../../../../src/platform/browser/message-text';

/** What the browser returns for a message once it put markers where its placeholders were. */
function asBrowserReturns(message: string, placeholders: string[]): string {
  return placeholders.reduce((text, name, index) => text.replaceAll(`$${name}$`, valueMarker(index)), message);
}

const importStart = '{$COUNT$, plural, one {Import $COUNT$ item} other {Import $COUNT$ items}}';

describe('messageText', () => {
  it('chooses the branch the count selects in English', () => {
    const template = asBrowserReturns(importStart, ['COUNT']);
    const english = messageLocale('en');
    expect(messageText(template, [1], english)).toBe('Import 1 item');
    expect(messageText(template, [0], english)).toBe('Import 0 items');
    expect(messageText(template, [1000], english)).toBe('Import 1,000 items');
  });

  it('uses the categories of the catalogue language: Polish one, few, many', () => {
    const polish = '{$COUNT$, plural, one {$COUNT$ produkt} few {$COUNT$ produkty} many {$COUNT$ produktów} other {$COUNT$ produktu}}';
    const template = asBrowserReturns(polish, ['COUNT']);
    const locale = messageLocale('pl');
    expect(messageText(template, [1], locale)).toBe('1 produkt');
    expect(messageText(template, [3], locale)).toBe('3 produkty');
    expect(messageText(template, [22], locale)).toBe('22 produkty');
    expect(messageText(template, [5], locale)).toBe('5 produktów');
    expect(messageText(template, [12], locale)).toBe('12 produktów');
    expect(messageText(template, [1.5], locale)).toBe('1,5 produktu');
  });

  it('writes numbers in the catalogue language', () => {
    const template = asBrowserReturns('{$COUNT$, plural, one {$COUNT$ Artikel} other {$COUNT$ Artikel}}', ['COUNT']);
    expect(messageText(template, [1000], messageLocale('de'))).toBe('1.000 Artikel');
  });

  it('prefers an exact count over its category, and falls back to other for a category the message lacks', () => {
    const template = asBrowserReturns('{$COUNT$, plural, =0 {Nothing} one {One} other {$COUNT$}}', ['COUNT']);
    expect(messageText(template, [0], messageLocale('en'))).toBe('Nothing');
    // A Russian browser given the English catalogue: "few" is not there.
    const onlyOther = asBrowserReturns('{$COUNT$, plural, one {one} other {many: $COUNT$}}', ['COUNT']);
    expect(messageText(onlyOther, [3], messageLocale('ru'))).toBe('many: 3');
  });

  it('fills several blocks and plain placeholders in one message', () => {
    const message = '{$LISTS$, plural, one {$LISTS$ list} other {$LISTS$ lists}}, {$ITEMS$, plural, one {$ITEMS$ item} other {$ITEMS$ items}}, $SAVED$ already saved';
    const template = asBrowserReturns(message, ['LISTS', 'ITEMS', 'SAVED']);
    expect(messageText(template, [1, 40, 2], messageLocale('en'))).toBe('1 list, 40 items, 2 already saved');
  });

  it('never reads a value as part of a block: a list named with braces stays as it is', () => {
    const message = 'goes into “$NAME$”: {$COUNT$, plural, one {$COUNT$ item} other {$COUNT$ items}}';
    const template = asBrowserReturns(message, ['NAME', 'COUNT']);
    expect(messageText(template, ['Gifts {x, plural, one {a} other {b}}', 2], messageLocale('en'))).toBe(
      'goes into “Gifts {x, plural, one {a} other {b}}”: 2 items',
    );
  });

  it('selects by a count given as digits, and takes other when the value is not a number', () => {
    const template = asBrowserReturns(importStart, ['COUNT']);
    expect(messageText(template, ['1'], messageLocale('en'))).toBe('Import 1 item');
    expect(messageText(template, ['some'], messageLocale('en'))).toBe('Import some items');
  });

  it('leaves a message without blocks as the browser gave it, values in', () => {
    const template = asBrowserReturns('Seen by $NAME$', ['NAME']);
    expect(messageText(template, ['Ana'], messageLocale('en'))).toBe('Seen by Ana');
  });
});
