import { formatPrice, instalmentAmount } from '../money';
import type { ProductView } from '../types';
import { escapeHtml } from './html';
import type { Crumb } from './layout';
import { imagePath } from './page-context';
import type { PageContext } from './page-context';

export function productCrumbs({ view }: PageContext): Crumb[] {
  return [{ label: view.product.category, href: '/' }, { label: view.product.name }];
}

export function pageTitle({ view, store }: PageContext): string {
  return `${view.product.name} | ${store.name}`;
}

export function gallery({ view }: PageContext): string {
  const src = imagePath(view.product.id);
  const alt = escapeHtml(view.product.name);
  return `<figure class="gallery">
  <img class="gallery__main" src="${src}" alt="${alt}" width="480" height="480">
  <div class="thumbs"><img src="${src}?view=2" alt="" width="64" height="64"><img src="${src}?view=3" alt="" width="64" height="64"></div>
</figure>`;
}

export function instalmentLine({ view, store }: PageContext): string {
  const { instalments, currency } = view.product;
  if (instalments === undefined) return '';
  const amount = formatPrice(instalmentAmount(view.state.price, instalments, currency), currency);
  const text = store.strings.instalments.replace('{count}', String(instalments)).replace('{amount}', amount);
  return `<p class="instalments">${escapeHtml(text)}</p>`;
}

export function stockNotice({ view, store }: PageContext): string {
  const notices = {
    InStock: store.strings.inStock,
    OutOfStock: store.strings.outOfStock,
    PreOrder: store.strings.preOrderNotice,
  };
  return `<p class="stock stock--${view.state.availability}">${escapeHtml(notices[view.state.availability])}</p>`;
}

/** The visible price: current price, the struck-through list price when on sale, instalments. */
export function priceBlock(context: PageContext, options: { fromPrice?: boolean } = {}): string {
  const { view, store } = context;
  const { currency } = view.product;
  const was =
    view.state.listPrice === null
      ? ''
      : `<s class="price price--was"><span class="visually-hidden">${escapeHtml(store.strings.wasPrice)} </span>${escapeHtml(formatPrice(view.state.listPrice, currency))}</s>`;
  const from = options.fromPrice ? `<span class="price__from">${escapeHtml(store.strings.fromPrice)} </span>` : '';
  return `<div class="price-block">
  ${was}${from}<span class="price price--current">${escapeHtml(formatPrice(view.state.price, currency))}</span>
  ${instalmentLine(context)}
  ${stockNotice(context)}
</div>`;
}

export function cartButton({ view, store }: PageContext): string {
  switch (view.state.availability) {
    case 'InStock':
      return `<button type="button" class="add-to-cart">${escapeHtml(store.strings.addToCart)}</button>`;
    case 'PreOrder':
      return `<button type="button" class="add-to-cart add-to-cart--preorder">${escapeHtml(store.strings.preOrder)}</button>`;
    case 'OutOfStock':
      return `<button type="button" class="add-to-cart" disabled>${escapeHtml(store.strings.outOfStock)}</button>
<button type="button" class="notify-me">${escapeHtml(store.strings.notifyMe)}</button>`;
  }
}

export function variantPicker({ view, store }: PageContext): string {
  const sizes = view.product.variants;
  if (!sizes) return '';
  const options = sizes.map((size) => `<option>${escapeHtml(size)}</option>`).join('');
  return `<label class="variant-picker">${escapeHtml(store.strings.size)} <select name="size">${options}</select></label>`;
}

export function descriptionSection({ view, store }: PageContext): string {
  return `<section class="description"><h2>${escapeHtml(store.strings.description)}</h2><p>${escapeHtml(view.product.description)}</p></section>`;
}

function relatedCard({ product, state }: ProductView): string {
  const was =
    state.listPrice === null ? '' : `<s class="card__was">${escapeHtml(formatPrice(state.listPrice, product.currency))}</s> `;
  return `<li class="card">
  <a href="${escapeHtml(product.path)}"><img src="${imagePath(product.id)}" alt="" width="160" height="160">
  <span class="card__name">${escapeHtml(product.name)}</span></a>
  <span class="card__price">${was}${escapeHtml(formatPrice(state.price, product.currency))}</span>
</li>`;
}

/** Other products with other prices, so an extractor that takes any price on the page is wrong. */
export function relatedCarousel({ related, store }: PageContext): string {
  if (related.length === 0) return '';
  return `<section class="related"><h2>${escapeHtml(store.strings.youMayAlsoLike)}</h2>
<ul>${related.map(relatedCard).join('')}</ul>
</section>`;
}

/** The product column every server-rendered format shares; formats differ in their metadata. */
export function productMain(context: PageContext, options: { fromPrice?: boolean } = {}): string {
  return `<article class="product">
${gallery(context)}
<div class="product__summary">
  <p class="brand">${escapeHtml(context.view.product.brand)}</p>
  <h1>${escapeHtml(context.view.product.name)}</h1>
  ${priceBlock(context, options)}
  ${variantPicker(context)}
  ${cartButton(context)}
</div>
</article>
${descriptionSection(context)}
${relatedCarousel(context)}`;
}
