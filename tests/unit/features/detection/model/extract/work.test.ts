// @vitest-environment jsdom
// The cost of the visual heuristic on large pages: DOM calls per element, not per element and level.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractProduct } from '../../../../../../src/features/detection/model/extract/index';

/** A product page whose price elements sit deep in the product's part of the page, as on big shops. */
function deepPage(prices: number, depth: number): Document {
  const open = Array.from({ length: depth }, (_, i) => `<div class="level-${i}">`).join('');
  const close = '</div>'.repeat(depth);
  const cells = Array.from({ length: prices }, (_, i) => `<span class="price-tier">${i + 20},00 €</span>`).join('');
  const html = `<html><body><main><div class="pdp"><h1 class="title">Lamp</h1>
    <span class="price">19,00 €</span><button class="add-to-cart">Add to cart</button></div>
    ${open}${cells}${close}</main></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

function count(name: 'contains' | 'getAttribute'): { calls: () => number } {
  const spy = vi.spyOn(Element.prototype, name);
  return { calls: () => spy.mock.calls.length };
}

describe('work on large pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('measures how far a price is from the heading and the cart without a walk per level', () => {
    const doc = deepPage(200, 12);
    const contains = count('contains');
    const p = extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 5000 });
    expect(p?.price).toBe(19);
    expect(contains.calls()).toBeLessThan(400);
  });

  // The page scan finds these with one selector query rather than two attribute reads per element.
  it('still takes an itemprop="price" element that names no price in its class', () => {
    const html = `<html><body><div><h1>Lamp</h1><div><span itemprop="price" content="24.50">24,50</span>
      <meta itemprop="priceCurrency" content="EUR"><button>Add to cart</button></div></div></body></html>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(extractProduct(doc, { url: 'https://shop.example.com/p/1' })?.price).toBe(24.5);
  });

  it('judges each ancestor of the price elements once (carousel, grid or the product)', () => {
    const doc = deepPage(300, 12);
    let reads = 0;
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'className')!;
    vi.spyOn(Element.prototype, 'className', 'get').mockImplementation(function (this: Element) {
      reads++;
      return own.get!.call(this) as string;
    });
    extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 5000 });
    // One read per element for the page scan, a few per price element; not one per price and level.
    expect(reads).toBeLessThan(2500);
  });

  it('reads the words before a price from a few of its siblings, not from all of them', () => {
    // 1500 prices under one parent: listing the parent's children for each would be 1500 x 1500 reads,
    // and the time budget, checked every few dozen elements, could not stop it in time.
    const cells = '<span data-price="1">12,00 €</span>'.repeat(1500);
    const html = `<html><body><h1>Lamp</h1><button>Add to cart</button><div>${cells}</div></body></html>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const own = Object.getOwnPropertyDescriptor(Node.prototype, 'childNodes')!;
    let lists = 0;
    vi.spyOn(Node.prototype, 'childNodes', 'get').mockImplementation(function (this: Node) {
      lists++;
      return own.get!.call(this) as NodeListOf<ChildNode>;
    });
    extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 5000 });
    expect(lists).toBeLessThan(100);
  });

  it('tells a card in a grid by its neighbours, not by every item of the list', () => {
    const items = Array.from({ length: 1500 }, (_, i) => `<li class="price p${i}">${i + 20},00 €</li>`).join('');
    const html = `<html><body><div><h1>Lamp</h1><button>Add to cart</button></div><ul>${items}</ul></body></html>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const reads = count('getAttribute');
    extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 5000 });
    expect(reads.calls()).toBeLessThan(200_000);
  });
});
