import { formatPrice } from '../money';
import { absoluteUrl, imagePath } from '../pages/page-context';
import type { PageContext } from '../pages/page-context';
import { pageTitle } from '../pages/partials';
import { productJsonLd } from '../pages/schema-org';

/** What the single-page script fetches: display strings already formatted, plus the JSON-LD to inject. */
export function spaProductJson(context: PageContext): unknown {
  const { product, state } = context.view;
  const { strings } = context.store;
  return {
    id: product.id,
    path: product.path,
    title: pageTitle(context),
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    image: absoluteUrl(context, imagePath(product.id)),
    price: formatPrice(state.price, product.currency),
    listPrice: state.listPrice === null ? null : formatPrice(state.listPrice, product.currency),
    availability: state.availability,
    buttonLabel: { InStock: strings.addToCart, PreOrder: strings.preOrder, OutOfStock: strings.outOfStock }[state.availability],
    jsonLd: productJsonLd(context),
    related: context.related.map((other) => ({
      path: other.product.path,
      name: other.product.name,
      image: imagePath(other.product.id),
      price: formatPrice(other.state.price, other.product.currency),
    })),
  };
}
