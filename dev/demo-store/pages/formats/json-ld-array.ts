import { jsonLdScript } from '../html';
import { absoluteUrl } from '../page-context';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import { productNode } from '../schema-org';
import type { RenderedProduct } from './rendered-product';

/** A top-level JSON-LD array whose first entry is not the product. */
export function renderJsonLdArrayPage(context: PageContext): RenderedProduct {
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: context.store.name,
      url: absoluteUrl(context, '/'),
      logo: absoluteUrl(context, '/images/logo.svg'),
    },
    { '@context': 'https://schema.org', ...productNode(context) },
  ];
  return { head: jsonLdScript(data), main: productMain(context) };
}
