import { formatPlainAmount } from '../../money';
import { jsonLdScript } from '../html';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import { productJsonLd, schemaAvailability } from '../schema-org';
import type { RenderedProduct } from './rendered-product';

/** A "from" price: an AggregateOffer whose lowPrice is the current price. */
export function renderAggregateOfferPage(context: PageContext): RenderedProduct {
  const { product, state } = context.view;
  const highPrice = Math.max(product.highPrice ?? state.price, state.price);
  const aggregate = {
    '@type': 'AggregateOffer',
    priceCurrency: product.currency,
    lowPrice: formatPlainAmount(state.price, product.currency),
    highPrice: formatPlainAmount(highPrice, product.currency),
    offerCount: 3,
    availability: schemaAvailability(context),
  };
  const data = { ...productJsonLd(context), offers: aggregate };
  return { head: jsonLdScript(data), main: productMain(context, { fromPrice: true }) };
}
