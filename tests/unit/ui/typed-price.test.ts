import { describe, expect, it } from 'vitest';
import { guessCurrency, parseTypedPrice } from '../../../src/ui/typed-price';

describe('parseTypedPrice', () => {
  it.each([
    ['12.99', 12.99],
    ['12,99', 12.99],
    ['1 234,50', 1234.5],
    ["1'234.50", 1234.5],
    ['1,234.50', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['1234.5', 1234.5],
    ['7', 7],
  ])('reads %s as %d', (typed, amount) => {
    expect(parseTypedPrice(typed)).toEqual({ amount });
  });

  it('treats empty as no price', () => {
    expect(parseTypedPrice('  ')).toEqual({ amount: null });
  });

  it('refuses text, negative, zero and absurd prices', () => {
    expect(parseTypedPrice('twelve')).toEqual({ error: 'invalid' });
    expect(parseTypedPrice('-5')).toEqual({ error: 'invalid' });
    expect(parseTypedPrice('12.999')).toEqual({ amount: 12999 });
    expect(parseTypedPrice('0')).toEqual({ error: 'range' });
    expect(parseTypedPrice('1000000000')).toEqual({ error: 'range' });
  });
});

describe('guessCurrency', () => {
  it('follows the region of the browser language, USD otherwise', () => {
    expect(guessCurrency('de-DE')).toBe('EUR');
    expect(guessCurrency('en-GB')).toBe('GBP');
    expect(guessCurrency('en')).toBe('USD');
  });
});
