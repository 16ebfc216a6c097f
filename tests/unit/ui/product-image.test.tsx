// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from '../../../src/ui/product-image';

describe('product image', () => {
  afterEach(cleanup);

  it('shows the picture, and the placeholder instead once it fails to load', () => {
    const { container } = render(<ProductImage className="product-image" src="https://shop.example/a.jpg" size={64} />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://shop.example/a.jpg');
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder').className).toBe('product-image image-placeholder');
  });

  it('tries again when the product, and so the picture, changes', () => {
    const { container, rerender } = render(<ProductImage className="item-image" src="https://shop.example/a.jpg" size={40} lazy />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<ProductImage className="item-image" src="https://shop.example/b.jpg" size={40} lazy />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/b.jpg');
  });

  it('shows the placeholder when there is no picture', () => {
    const { container } = render(<ProductImage className="item-image" src={null} size={40} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });
});
