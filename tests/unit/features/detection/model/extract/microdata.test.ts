// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom } from './helpers';

describe('microdata', () => {
  it('reads itemprops, content attributes and nested offers', () => {
    const p = extractFrom(`
      <div itemscope itemtype="http://schema.org/Product">
        <h1 itemprop="name">Executive Anvil</h1>
        <img itemprop="image" src="/img/anvil.jpg" alt="">
        <span itemprop="brand">ACME</span>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
          <span itemprop="priceCurrency" content="USD">$</span><span itemprop="price" content="119.99">119.99</span>
          <link itemprop="availability" href="http://schema.org/InStock">In stock
        </div>
      </div>`);
    expect(p).toMatchObject({
      name: 'Executive Anvil',
      brand: 'ACME',
      image: 'https://shop.example.com/img/anvil.jpg',
      price: 119.99,
      currency: 'USD',
      availability: 'in-stock',
      method: 'microdata',
    });
  });

  it('parses a price written as text', () => {
    const p = extractFrom(`<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Mug</span>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">1.299,00 €</span></div></div>`);
    expect(p).toMatchObject({ price: 1299, currency: 'EUR' });
  });
});

describe('RDFa', () => {
  it('reads typeof/property markup', () => {
    const p = extractFrom(`
      <div vocab="https://schema.org/" typeof="Product">
        <span property="name">Teapot</span>
        <div property="offers" typeof="Offer">
          <meta property="priceCurrency" content="GBP"><span property="price" content="24.50">£24.50</span>
          <link property="availability" href="https://schema.org/OutOfStock">
        </div>
      </div>`);
    expect(p).toMatchObject({ name: 'Teapot', price: 24.5, currency: 'GBP', availability: 'out-of-stock', method: 'rdfa' });
  });
});
