import type { PageFormat } from '../types';
import { escapeHtml } from './html';
import { renderJsonLdPage } from './formats/json-ld';
import { renderAggregateOfferPage } from './formats/json-ld-aggregate-offer';
import { renderJsonLdArrayPage } from './formats/json-ld-array';
import { renderJsonLdGraphPage } from './formats/json-ld-graph';
import { renderProductGroupPage } from './formats/json-ld-product-group';
import { renderMicrodataPage } from './formats/microdata';
import { renderOpenGraphPage } from './formats/opengraph';
import { renderPlainHtmlPage } from './formats/plain-html';
import type { RenderedProduct } from './formats/rendered-product';
import { renderLayout } from './layout';
import { absoluteUrl } from './page-context';
import type { PageContext } from './page-context';
import { pageTitle, productCrumbs } from './partials';

type ServerRenderedFormat = Exclude<PageFormat, 'single-page'>;

const templates: Record<ServerRenderedFormat, (context: PageContext) => RenderedProduct> = {
  'json-ld': renderJsonLdPage,
  'json-ld-graph': renderJsonLdGraphPage,
  'json-ld-product-group': renderProductGroupPage,
  'json-ld-aggregate-offer': renderAggregateOfferPage,
  'json-ld-array': renderJsonLdArrayPage,
  microdata: renderMicrodataPage,
  opengraph: renderOpenGraphPage,
  'plain-html': renderPlainHtmlPage,
};

export function renderProductPage(context: PageContext, format: ServerRenderedFormat): string {
  const { head, main } = templates[format](context);
  const canonical = `<link rel="canonical" href="${escapeHtml(absoluteUrl(context, context.view.product.path))}">`;
  return renderLayout({
    store: context.store,
    lang: context.view.product.locale,
    title: pageTitle(context),
    head: `${canonical}\n${head}`,
    crumbs: productCrumbs(context),
    main,
  });
}
