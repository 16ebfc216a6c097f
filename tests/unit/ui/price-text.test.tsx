// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceText } from '../../../src/ui/price-text';
import { formatPrice } from '../../../src/ui/format-price';

afterEach(cleanup);

/** Intl separates with no-break spaces; compared as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('price text', () => {
  it('formats the price in the locale asked, with its change shown as an arrow and read out in words', () => {
    const { container } = render(<PriceText amount={1234.5} currency="EUR" locale="de-DE" change={{ direction: 'down', fraction: 0.12 }} />);
    expect(plain(container.querySelector('.price-amount')?.textContent)).toBe('1.234,50 €');
    const badge = container.querySelector('.price-change') as HTMLElement;
    expect(badge.dataset.direction).toBe('down');
    expect(plain(badge.querySelector('[aria-hidden="true"]')?.textContent)).toBe('▼ 12 %');
    expect(plain(badge.querySelector('.visually-hidden')?.textContent)).toBe('down 12 % since saved');
  });

  it('says when there is no price, and shows no change when there is none', () => {
    const { container } = render(<PriceText amount={null} currency="USD" />);
    expect(container.textContent).toBe('No price shown');
    expect(container.querySelector('.price-change')).toBeNull();
  });
});

describe('formatPrice', () => {
  it('drops the cents of a whole price only when asked (an axis tick), and keeps them otherwise', () => {
    expect(formatPrice(110, 'USD', 'en-US', { whole: true })).toBe('$110');
    expect(formatPrice(2.5, 'USD', 'en-US', { whole: true })).toBe('$2.50');
    expect(formatPrice(110, 'USD', 'en-US')).toBe('$110.00');
    expect(formatPrice(110, null, 'en-US', { whole: true })).toBe('110');
  });
});
