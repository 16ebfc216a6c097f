import { jsonLdScript } from '../html';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import { offer, productNode } from '../schema-org';
import type { RenderedProduct } from './rendered-product';

/** Google's variant markup: a ProductGroup whose `hasVariant` lists one Product per size. */
export function renderProductGroupPage(context: PageContext): RenderedProduct {
  const { product } = context.view;
  const base = productNode(context);
  const variants = (product.variants ?? []).map((size) => {
    const query = `?size=${encodeURIComponent(size)}`;
    return {
      ...base,
      name: `${product.name} – ${size}`,
      sku: `${product.sku}-${size.replace(/\W+/g, '')}`,
      size,
      offers: offer(context, `${product.path}${query}`),
    };
  });
  const group = {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    description: product.description,
    brand: base.brand,
    image: base.image,
    productGroupID: product.sku,
    variesBy: ['https://schema.org/size'],
    hasVariant: variants,
  };
  return { head: jsonLdScript(group), main: productMain(context) };
}
