import { formatPlainAmount, formatPrice } from '../../money';
import { escapeHtml } from '../html';
import { absoluteUrl, imagePath } from '../page-context';
import type { PageContext } from '../page-context';
import { cartButton, instalmentLine, relatedCarousel, stockNotice } from '../partials';
import type { RenderedProduct } from './rendered-product';

/** Schema.org as microdata attributes on the visible markup, and no JSON-LD at all. */
export function renderMicrodataPage(context: PageContext): RenderedProduct {
  const { product, state } = context.view;
  const name = escapeHtml(product.name);
  const was =
    state.listPrice === null
      ? ''
      : `<s class="price price--was">${escapeHtml(formatPrice(state.listPrice, product.currency))}</s> `;
  const main = `<article class="product" itemscope itemtype="https://schema.org/Product">
<figure class="gallery"><img class="gallery__main" itemprop="image" src="${absoluteUrl(context, imagePath(product.id))}" alt="${name}" width="480" height="480"></figure>
<div class="product__summary">
  <p class="brand" itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">${escapeHtml(product.brand)}</span></p>
  <h1 itemprop="name">${name}</h1>
  <meta itemprop="sku" content="${escapeHtml(product.sku)}">
  <div class="price-block" itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <link itemprop="url" href="${absoluteUrl(context, product.path)}">
    <meta itemprop="priceCurrency" content="${product.currency}">
    ${was}<span class="price price--current" itemprop="price" content="${formatPlainAmount(state.price, product.currency)}">${escapeHtml(formatPrice(state.price, product.currency))}</span>
    <link itemprop="availability" href="https://schema.org/${state.availability}">
    ${instalmentLine(context)}
    ${stockNotice(context)}
  </div>
  ${cartButton(context)}
</div>
<section class="description"><h2>${escapeHtml(context.store.strings.description)}</h2><p itemprop="description">${escapeHtml(product.description)}</p></section>
</article>
${relatedCarousel(context)}`;
  return { head: '', main };
}
