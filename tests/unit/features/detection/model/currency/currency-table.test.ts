import { describe, expect, it } from 'vitest';
import { diskCurrencyTable } from './disk-table';
import { regionCurrency } from '../../../../../../src/features/detection/model/currency/regions';

const { findCurrencies, isCurrencyCode, minorUnits } = diskCurrencyTable();

describe('the generated CLDR currency table', () => {
  it('knows every currency the running ICU knows (regenerate with scripts/generate-currency-data.ts when this fails)', () => {
    const missing = Intl.supportedValuesOf('currency').filter((code) => !isCurrencyCode(code));
    expect(missing).toEqual([]);
  });

  it('has CLDR minor units', () => {
    expect([minorUnits('CLP'), minorUnits('VND'), minorUnits('EUR'), minorUnits('KWD')]).toEqual([0, 0, 2, 3]);
  });

  it('finds symbols, names and codes, never a piece of a word', () => {
    expect(findCurrencies('RENAULT 129.900')).toEqual([]);
    expect(findCurrencies('12 kroner')).toMatchObject([{ text: 'kroner' }]);
    expect(findCurrencies('Preis: 12 Kč').map((t) => t.codes)).toEqual([['CZK']]);
    expect(findCurrencies('100 Swiss francs')[0]).toMatchObject({ text: 'Swiss francs', codes: ['CHF'] });
  });

  it('reads CLDR symbols as they are typed: no final or inner dots, hamza as plain alef, a space before "$", another case', () => {
    const codes = (text: string): string[] | undefined => findCurrencies(text)[0]?.codes;
    expect(codes('1 රු')).toContain('LKR');
    expect(codes('1 FRw')).toEqual(['RWF']);
    expect(codes('1 د.ا')).toEqual(expect.arrayContaining(['JOD', 'AED']));
    expect(codes('US $1.23')).toEqual(['USD']);
    expect(codes('1 Fbu')).toEqual(['BIF']);
    expect(findCurrencies('1 FT')).toEqual([]);
  });

  it('lists every dollar under "$", for the page to decide', () => {
    const dollar = findCurrencies('$5')[0];
    expect(dollar?.codes).toEqual(expect.arrayContaining(['USD', 'CAD', 'AUD', 'MXN', 'TWD']));
    expect(dollar?.contenders).toBeGreaterThan(1);
  });

  it('names the currency of a region', () => {
    expect(['PL', 'DE', 'CL', 'SE', 'EC'].map(regionCurrency)).toEqual(['PLN', 'EUR', 'CLP', 'SEK', 'USD']);
  });
});
