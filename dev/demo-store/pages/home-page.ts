import { formatPrice } from '../money';
import type { StoreProfile } from '../stores';
import type { ProductView } from '../types';
import { escapeHtml } from './html';
import { renderLayout } from './layout';
import { imagePath } from './page-context';

/** A category-style listing of the store's products; every link leads to one page kind. */
export function renderHomePage(store: StoreProfile, views: ProductView[]): string {
  const cards = views.map(
    ({ product, state }) => `<li class="card">
  <a href="${escapeHtml(product.path)}"><img src="${imagePath(product.id)}" alt="" width="160" height="160">
  <span class="card__name">${escapeHtml(product.name)}</span></a>
  <span class="card__price">${escapeHtml(formatPrice(state.price, product.currency))}</span>
</li>`,
  );
  const main = `<h1>${escapeHtml(store.name)}</h1>
<p>${escapeHtml(store.tagline)}</p>
<section class="related"><ul style="flex-wrap:wrap">${cards.join('')}</ul></section>`;
  return renderLayout({ store, lang: store.lang, title: store.name, main });
}
