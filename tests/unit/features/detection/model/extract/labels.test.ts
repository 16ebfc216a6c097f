// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { idFromUrl } from '../../../../../../src/features/detection/model/extract/combine';
import { validGtin } from '../../../../../../src/features/detection/model/extract/labels';
import { extractFrom, ldJson } from './helpers';

const page = (details: string, markup = ''): string => `<html><head>${markup}</head><body><main><h1 class="product-title">Desk lamp</h1>
  <span class="price">€39.90</span><button class="add-to-cart">Add to cart</button>${details}</main></body></html>`;

describe('brand and SKU from the labels the shopper sees', () => {
  it('reads "Label: value" in one element', () => {
    expect(extractFrom(page('<ul><li>Brand: Duracell</li><li>Art.-Nr.: 12-345</li></ul>'))).toMatchObject({ brand: 'Duracell', sku: '12-345' });
  });

  it('reads a table row and a dt/dd pair', () => {
    expect(extractFrom(page('<table><tr><th>Marke</th><td>Oceana</td></tr></table><dl><dt>SKU</dt><dd>OC-77</dd></dl>'))).toMatchObject({ brand: 'Oceana', sku: 'OC-77' });
  });

  it('does not take a sentence that starts with a label word', () => {
    expect(extractFrom(page("<p>Manufacturer's 2 year guarantee.</p>"))?.brand).toBeNull();
  });

  it('reads the text after a label inside the same element', () => {
    expect(extractFrom(page('<ul><li><strong>Šifra:</strong> 9470</li><li><strong>Razpoložljivost:</strong> Dobavljivo</li></ul>'))?.sku).toBe('9470');
  });

  it('reads Russian code labels', () => {
    expect(extractFrom(page('<h2><span class="element-article">Код: 01245</span></h2>'))?.sku).toBe('01245');
    expect(extractFrom(page('<dl><dt>Артикул</dt><dd>LM-330</dd></dl>'))?.sku).toBe('LM-330');
  });

  it('takes no code without a digit', () => {
    expect(extractFrom(page('<p>Код подтверждения</p><p>SKU: none</p>'))?.sku).toBeNull();
  });

  const markup = (sku: string): string =>
    ldJson({ '@type': 'Product', name: 'Desk lamp', brand: 'Lumo', sku, offers: { '@type': 'Offer', price: '39.90', priceCurrency: 'EUR' } });

  it('prefers the brand the markup states, and its SKU when the page shows it', () => {
    expect(extractFrom(page('<li>Brand: Other</li><li>Item number: X-9</li><li>SKU: L-1</li>', markup('L-1')))).toMatchObject({ brand: 'Lumo', sku: 'L-1' });
  });

  it('prefers the code the page labels for the shopper to a markup id it never shows', () => {
    expect(extractFrom(page('<p class="product-code">Product code: 46286401</p>', markup('236840879')))?.sku).toBe('46286401');
  });
});

describe('GTIN from its label', () => {
  it('reads an EAN, UPC or ISBN anywhere in a line, when its check digit is right', () => {
    expect(extractFrom(page("<p>Weight 200g. Manufacturer's 2 year guarantee. EAN: 6935364088101. View more</p>"))?.gtin).toBe('6935364088101');
    expect(extractFrom(page('<li>UPC : 099482467999</li>'))?.gtin).toBe('099482467999');
    expect(extractFrom(page('<li>ISBN: 978-0-552-17374-2</li>'))?.gtin).toBe('9780552173742');
    expect(extractFrom(page('<li>EAN: 6935364088102</li>'))?.gtin).toBeNull();
  });

  it('checks GS1 check digits', () => {
    expect(validGtin('4006381333931')).toBe(true);
    expect(validGtin('4006381333932')).toBe(false);
    expect(validGtin('96385074')).toBe(true);
    expect(validGtin('12345')).toBe(false);
  });
});

describe('idFromUrl', () => {
  it.each([
    ['https://shop.example.com/dp/B07FW264WL', 'B07FW264WL'],
    ['https://city.example.org/app/d/washing-machine/7235216655.html', '7235216655'],
    ['https://shop.example.com/ie/en/leather-look-shirt-15213589.html?cgid=women', '15213589'],
    ['https://shop.example.at/wooden-shelf-p400105394.html', '400105394'],
    ['https://shop.example.sk/pc/apple-imac-pro-27-112949990', '112949990'],
  ])('%s -> %s', (url, id) => {
    expect(idFromUrl(url)).toBe(id);
  });

  it('does not take a year or a short number ending a slug', () => {
    expect(idFromUrl('https://shop.example.com/guide/best-lamps-2024')).toBeNull();
  });
});
