// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom, ldJson } from './helpers';

const offer = { '@type': 'Offer', price: '39.90', priceCurrency: 'EUR' };
const page = (title: string, body: string, head = ''): string =>
  `<html><head><title>${title}</title>${head}</head><body><main><h1 class="product-title">Desk lamp</h1>
  <span class="price">€39.90</span><button class="add-to-cart">Add to cart</button>${body}</main></body></html>`;
const URL = 'https://www.lampshop.example.com/p/desk-lamp';

describe('a site name is not a brand', () => {
  it("drops a labelled brand that is the site's name (og:site_name, the title's last part, the host)", () => {
    expect(extractFrom(page('Desk lamp', '<li>Brand: Lamp House</li>', '<meta property="og:site_name" content="Lamp House">'), URL)?.brand).toBeNull();
    expect(extractFrom(page('Desk lamp | Lamp House', '<li>Brand: Lamp House</li>'), URL)?.brand).toBeNull();
    expect(extractFrom(page('Desk lamp', '<li>Brand: LampShop</li>'), URL)?.brand).toBeNull();
    expect(extractFrom(page('Desk lamp | Lamp House', '<li>Brand: Lumo</li>'), URL)?.brand).toBe('Lumo');
  });

  it("drops a shop JSON's vendor that is the site's name", () => {
    const json = `<script type="application/json" data-product-json>${JSON.stringify({ title: 'Desk lamp', vendor: 'lampshop', price: 3990, available: true })}</script>`;
    expect(extractFrom(`<html><body><h1>Desk lamp</h1>${json}</body></html>`, URL)?.brand).toBeNull();
  });

  it('keeps the brand structured markup states, even when it is the shop (a private label)', () => {
    const markup = ldJson({ '@type': 'Product', name: 'Desk lamp', brand: { '@type': 'Brand', name: 'Lamp House' }, offers: offer });
    expect(extractFrom(page('Desk lamp | Lamp House', '', `${markup}<meta property="og:site_name" content="Lamp House">`), URL)?.brand).toBe('Lamp House');
  });

  it('cuts the site name off the end of a brand', () => {
    const markup = ldJson({ '@type': 'Product', name: 'Desk lamp', brand: 'Lumo Lighting | Lamp House', offers: offer });
    expect(extractFrom(page('Desk lamp｜Lamp House', '', markup), URL)?.brand).toBe('Lumo Lighting');
  });
});
