import { formatPrice } from '../money';
import { escapeHtml } from '../pages/html';
import type { DemoStoreServices } from '../services';
import type { ProductState } from '../types';

function modeLabel(state: ProductState): string {
  if (state.mode === 'slow') return `slow (${state.delayMs} ms)`;
  if (state.mode === 'bot-check') return `bot-check (${state.botCheckStatus})`;
  if (state.mode === 'challenge') return `challenge (${state.challengeStatus})`;
  if (state.mode === 'gone') return `gone (${state.goneStatus})`;
  if (state.mode === 'rate-limited') return `rate-limited (Retry-After ${state.retryAfterS} s)`;
  return state.mode;
}

/** A table of every product with its current values, for people; tests use the JSON API. */
export function renderAdminPage(services: DemoStoreServices): string {
  const rows = services.state.views().map(({ product, state }) => {
    const url = new URL(product.path, services.originOf(product.storeId)).href;
    const cells = [
      `<code>${escapeHtml(product.id)}</code>`,
      escapeHtml(product.storeId),
      `<a href="${escapeHtml(url)}">${escapeHtml(product.name)}</a>`,
      escapeHtml(product.format),
      escapeHtml(formatPrice(state.price, product.currency)),
      state.listPrice === null ? '' : escapeHtml(formatPrice(state.listPrice, product.currency)),
      escapeHtml(state.availability),
      escapeHtml(modeLabel(state)),
      escapeHtml(product.demonstrates),
    ];
    return `<tr data-product-id="${escapeHtml(product.id)}">${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  });
  const stores = services.runningStores
    .map((store) => `<li>${escapeHtml(store.name)}: <a href="${escapeHtml(services.originOf(store.id))}/">${escapeHtml(services.originOf(store.id))}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Demo store admin</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>Demo store admin</h1>
<ul>${stores}</ul>
<table>
<thead><tr><th>id</th><th>store</th><th>product</th><th>format</th><th>price</th><th>list price</th><th>availability</th><th>mode</th><th>demonstrates</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<p>JSON API: <code>GET /__admin/products</code>, <code>POST /__admin/products/:id</code>,
<code>POST /__admin/products/:id/mode</code>, <code>GET /__admin/requests</code>, <code>POST /__admin/reset</code>.
See dev/demo-store/README.md.</p>
</body>
</html>
`;
}
