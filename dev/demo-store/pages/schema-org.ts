import { formatPlainAmount } from '../money';
import { absoluteUrl, imagePath } from './page-context';
import type { PageContext } from './page-context';

type JsonLd = Record<string, unknown>;

export function schemaAvailability(context: PageContext): string {
  return `https://schema.org/${context.view.state.availability}`;
}

export function offer(context: PageContext, path = context.view.product.path): JsonLd {
  const { product, state } = context.view;
  return {
    '@type': 'Offer',
    url: absoluteUrl(context, path),
    priceCurrency: product.currency,
    price: formatPlainAmount(state.price, product.currency),
    availability: schemaAvailability(context),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: context.store.name },
    ...(state.listPrice === null
      ? {}
      : {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: formatPlainAmount(state.listPrice, product.currency),
            priceCurrency: product.currency,
          },
        }),
  };
}

/** The Product node without `@context`, so it can sit inside `@graph` or an array. */
export function productNode(context: PageContext, offers: JsonLd = offer(context)): JsonLd {
  const { product } = context.view;
  return {
    '@type': 'Product',
    name: product.name,
    image: [absoluteUrl(context, imagePath(product.id))],
    description: product.description,
    sku: product.sku,
    ...(product.gtin === undefined ? {} : { gtin13: product.gtin }),
    brand: { '@type': 'Brand', name: product.brand },
    offers,
  };
}

export function productJsonLd(context: PageContext): JsonLd {
  return { '@context': 'https://schema.org', ...productNode(context) };
}
