import { formatPlainAmount } from '../../money';
import type { Availability } from '../../types';
import { metaProperty } from '../html';
import { absoluteUrl, imagePath } from '../page-context';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import type { RenderedProduct } from './rendered-product';

const openGraphAvailability: Record<Availability, string> = {
  InStock: 'in stock',
  OutOfStock: 'out of stock',
  PreOrder: 'preorder',
};

/** Only OpenGraph and Facebook `product:` meta tags, as many Shopify themes and small shops write them. */
export function renderOpenGraphPage(context: PageContext): RenderedProduct {
  const { product, state } = context.view;
  const amount = (value: number) => formatPlainAmount(value, product.currency);
  const tags = [
    metaProperty('og:type', 'product'),
    metaProperty('og:site_name', context.store.name),
    metaProperty('og:title', product.name),
    metaProperty('og:description', product.description),
    metaProperty('og:url', absoluteUrl(context, product.path)),
    metaProperty('og:image', absoluteUrl(context, imagePath(product.id))),
    metaProperty('product:brand', product.brand),
    metaProperty('product:retailer_item_id', product.sku),
    metaProperty('product:availability', openGraphAvailability[state.availability]),
    metaProperty('product:price:amount', amount(state.price)),
    metaProperty('product:price:currency', product.currency),
  ];
  if (state.listPrice !== null) {
    tags.push(
      metaProperty('product:original_price:amount', amount(state.listPrice)),
      metaProperty('product:original_price:currency', product.currency),
    );
  }
  return { head: tags.join('\n'), main: productMain(context) };
}
