// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom, extractSettled, ldJson } from './helpers';

const shell = (main: string, extra = '') => `<html lang="de"><body>
  <header><nav><a href="/">Home</a><span class="price">9,99 €</span></nav></header>
  <main><div class="product"><div class="gallery"><img id="main-image" src="/img/big.jpg"></div>
    <div class="info"><h1 class="product-title">Kaffeemühle Classic</h1>${main}</div></div>${extra}</main>
  <footer><span class="price">1,00 €</span></footer></body></html>`;

const carousel = `<section class="related-products"><ul>
  <li><a href="/p/2"><span class="price">12,00 €</span></a></li><li><a href="/p/3"><span class="price">15,00 €</span></a></li></ul></section>`;

describe('visual heuristic (no structured data)', () => {
  it('takes the price by the heading and the add-to-cart button', () => {
    const p = extractFrom(
      shell(`<div class="price-box"><span class="price">49,90 €</span></div><p class="availability">Auf Lager</p>
        <button class="add-to-cart">In den Warenkorb</button>`, carousel),
      'https://shop.example.de/p/1',
    );
    expect(p).toMatchObject({
      name: 'Kaffeemühle Classic',
      price: 49.9,
      currency: 'EUR',
      availability: 'in-stock',
      image: 'https://shop.example.de/img/big.jpg',
      method: 'visual',
    });
    expect(p?.confidence).toBeLessThan(0.8);
  });

  it('reports a struck-through price as the list price, not the price', () => {
    const p = extractFrom(
      shell(`<div class="prices"><del class="price">59,90 €</del> <span class="price price--sale">44,90 €</span></div>
        <button>In den Warenkorb</button>`),
      'https://shop.example.de/p/1',
    );
    expect(p).toMatchObject({ price: 44.9, listPrice: 59.9 });
  });

  it('ignores recommendation carousels even when they come first', () => {
    const p = extractFrom(
      `<html><body><main><div class="recommendations"><span class="price">$5.00</span></div>
        <div class="pdp"><h1 id="product-title">Tent</h1><span id="product-price">$199.00</span><button id="add-to-cart">Add to cart</button></div></main></body></html>`,
      'https://shop.example.com/p/tent',
    );
    expect(p).toMatchObject({ price: 199, currency: 'USD', currencyGuessed: true });
  });

  it('ignores instalments, "used from" offers and unit prices', () => {
    const p = extractFrom(
      `<html><body><div class="pdp"><h1 class="title">Camera</h1>
        <div class="price-info"><span class="price">$12.50/mo</span></div>
        <div class="offers"><span class="price">Used from $300.00</span></div>
        <div class="unit-price">$2.00 / 100 g</div>
        <div class="price">$499.00</div>
        <button name="add-to-cart">Add to Cart</button></div></body></html>`,
      'https://shop.example.com/p/cam',
    );
    expect(p?.price).toBe(499);
  });

  it('reports out of stock from the page text', () => {
    const p = extractFrom(
      `<html><body><div class="pdp"><h1 id="title">Kettle</h1><div id="availability">Currently unavailable.</div></div></body></html>`,
      'https://shop.example.com/p/kettle',
    );
    expect(p).toMatchObject({ name: 'Kettle', price: null, availability: 'out-of-stock' });
  });

  it('finds no product on an article page', () => {
    const paragraphs = Array.from({ length: 50 }, (_, i) => `<p>Paragraph ${i}, written in ${1900 + i}.</p>`).join('');
    expect(extractFrom(`<html lang="en"><body><main><h1>History of tea</h1>${paragraphs}</main></body></html>`, 'https://example.org/tea')).toBeNull();
  });
});

describe('combining methods', () => {
  const offer = (price: number) => ldJson({ '@type': 'Product', name: 'Kaffeemühle Classic', offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });

  it('keeps structured data when the page shows the same price, with more confidence', () => {
    const agrees = extractFrom(shell(`<span class="price">49,90 €</span><button>In den Warenkorb</button>`) + offer(49.9), 'https://shop.example.de/p/1');
    const silent = extractFrom(offer(49.9), 'https://shop.example.de/p/1');
    expect(agrees).toMatchObject({ price: 49.9, method: 'json-ld' });
    expect(agrees!.confidence).toBeGreaterThan(silent!.confidence);
  });

  it('prefers the discounted price the page shows when the markup still has the regular one', () => {
    const p = extractFrom(
      shell(`<div class="prices"><s class="price">59,90 €</s><span class="price">44,90 €</span></div><button class="add-to-cart">In den Warenkorb</button>`) + offer(59.9),
      'https://shop.example.de/p/1',
    );
    expect(p).toMatchObject({ price: 44.9, listPrice: 59.9, currency: 'EUR' });
  });

  it('trusts a buyable page over markup that says out of stock', () => {
    const oos = ldJson({ '@type': 'Product', name: 'Boots', offers: { '@type': 'Offer', price: 69.95, priceCurrency: 'EUR', availability: 'http://schema.org/OutOfStock' } });
    expect(extractFrom(oos)?.availability).toBe('out-of-stock');
    const page = `<html><body><div class="pdp"><h1 class="product-name">Boots</h1><span class="price">69,95 €</span><button class="add-to-cart">Add to bag</button></div>${oos}</body></html>`;
    expect(extractFrom(page)?.availability).toBe('in-stock');
  });

  it('guesses the currency from the page when no source states one, and says so', () => {
    const p = extractSettled(ldJson({ '@type': 'Product', name: 'Vase', offers: { '@type': 'Offer', price: '250' } }), 'https://www.example.se/p/vase');
    expect(p).toMatchObject({ price: 250, currency: 'SEK', currencyGuessed: true });
  });
});

describe('ambiguous symbols on the page', () => {
  it('settles "$" with the currency the markup states', () => {
    const page = `<html lang="en"><body><div class="pdp"><h1 class="product-title">Canoe</h1>
      <div class="price"><s class="price">$999.00</s> <span class="price">$899.00</span></div><button>Add to cart</button></div>
      <meta property="og:type" content="product"><meta property="product:price:amount" content="999.00"><meta property="product:price:currency" content="CAD"></body></html>`;
    expect(extractFrom(page, 'https://shop.example.com/p/canoe')).toMatchObject({ price: 899, listPrice: 999, currency: 'CAD', currencyGuessed: false });
  });
});

describe('names when the price comes from the page', () => {
  it('keeps the name the markup gives', () => {
    const page = `<html><body><div class="pdp"><h1 class="title">Best seller! Canoe 3000 - free shipping</h1>
      <span class="price">$899.00</span><button>Add to cart</button></div>
      <script type="application/ld+json">{"@type":"Product","name":"Canoe 3000"}</script></body></html>`;
    expect(extractFrom(page, 'https://shop.example.com/p/canoe')).toMatchObject({ name: 'Canoe 3000', price: 899, method: 'visual' });
  });
});

describe('listing pages', () => {
  it('does not take a category grid for a product', () => {
    const cards = Array.from(
      { length: 6 },
      (_, i) => `<li class="product-card"><a href="/p/${i}"><h3>Shoe ${i}</h3></a><span class="price">$${50 + i}.00</span><button class="add-to-cart">Add to cart</button></li>`,
    ).join('');
    const page = `<html><body><main><h1 class="page-title">Running shoes</h1><ul class="grid">${cards}</ul></main></body></html>`;
    expect(extractFrom(page, 'https://shop.example.com/c/running')).toBeNull();
  });
});

describe('pages with no price classes', () => {
  // An old table layout: nothing says "price" in a class or id, only the markdown tells.
  const tablePage = (offer: string, before = '') => `<html lang="en"><body>${before}<table><tr><td>
    <h1>Walnut serving board</h1><table><tr><td><b>Suggested</b> <font><del>$120.00</del></font></td></tr>
    <tr><td><b>Today only</b> ${offer}</td></tr></table>
    <div class="buy"><a href="/buy?id=7">Buy now</a></div></td></tr></table></body></html>`;

  it('takes the lower amount right after a struck-through price, and the struck one as list price', () => {
    const p = extractFrom(tablePage('<span style="color:red">$84.00</span>'), 'https://woodshop.example.com/board-7');
    expect(p).toMatchObject({ name: 'Walnut serving board', price: 84, currency: 'USD', listPrice: 120, method: 'visual' });
  });

  it('reads an amount whose currency sits in the next element ("294 元")', () => {
    const p = extractFrom(tablePage('<span>84</span><span> USD </span>'), 'https://woodshop.example.com/board-7');
    expect(p?.price).toBe(84);
  });

  it('takes nothing when the amount after it is not lower, or has no currency', () => {
    expect(extractFrom(tablePage('<span>$150.00</span>'))?.price ?? null).toBeNull();
    expect(extractFrom(tablePage('<span>84 reviews</span>'))?.price ?? null).toBeNull();
  });

  it('ignores struck-through prices before the heading', () => {
    const before = '<div><del>$40.00</del> $30.00</div>';
    const page = `<html lang="en"><body>${before}<h1>Walnut serving board</h1><p>Hand made.</p>
      <div class="buy"><a href="/buy?id=7">Buy now</a></div></body></html>`;
    expect(extractFrom(page)?.price ?? null).toBeNull();
  });
});
