import { jsonLdScript } from '../html';
import { absoluteUrl } from '../page-context';
import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import { productNode } from '../schema-org';
import type { RenderedProduct } from './rendered-product';

/** Yoast/Shopify style: one `@graph` with the site, the breadcrumbs and the product as linked nodes. */
export function renderJsonLdGraphPage(context: PageContext): RenderedProduct {
  const { product } = context.view;
  const pageUrl = absoluteUrl(context, product.path);
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': absoluteUrl(context, '/#website'), url: absoluteUrl(context, '/'), name: context.store.name },
      {
        '@type': 'BreadcrumbList',
        '@id': `${pageUrl}#breadcrumbs`,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: context.store.strings.home, item: absoluteUrl(context, '/') },
          { '@type': 'ListItem', position: 2, name: product.category, item: absoluteUrl(context, '/') },
          { '@type': 'ListItem', position: 3, name: product.name },
        ],
      },
      { '@id': `${pageUrl}#product`, mainEntityOfPage: pageUrl, ...productNode(context) },
    ],
  };
  return { head: jsonLdScript(graph), main: productMain(context) };
}
