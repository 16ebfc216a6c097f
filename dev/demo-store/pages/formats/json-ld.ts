import { jsonLdScript } from '../html';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import { productJsonLd } from '../schema-org';
import type { RenderedProduct } from './rendered-product';

/** The common case: one Product with one Offer in a script at the end of the body. */
export function renderJsonLdPage(context: PageContext): RenderedProduct {
  return { head: '', main: `${productMain(context)}\n${jsonLdScript(productJsonLd(context))}` };
}
