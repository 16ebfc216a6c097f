import type { StoreProfile } from '../stores';
import { escapeHtml } from './html';
import { renderLayout } from './layout';

/** A Cloudflare-like interstitial: no store layout, no product, a challenge that never resolves. */
export function renderBotCheckPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"></head>
<body class="challenge">
<div class="challenge-box">
  <h1>Verify you are human</h1>
  <p>Checking if the site connection is secure. This may take a few seconds.</p>
  <form id="challenge-form" action="/" method="post"><label><input type="checkbox" name="human"> I am human</label></form>
  <p class="ray-id">Ray ID: <code>8c1f2e3d4a5b6c7d</code></p>
</div>
</body>
</html>
`;
}

export function renderLoginPage(store: StoreProfile, options: { next: string; failed: boolean }): string {
  const error = options.failed ? '<p class="form-error" role="alert">Wrong email or password.</p>' : '';
  const main = `<section class="login">
<h1>${escapeHtml(store.strings.signIn)}</h1>
${error}
<form action="/login" method="post">
  <input type="hidden" name="next" value="${escapeHtml(options.next)}">
  <label>Email <input type="email" name="email" autocomplete="username" required></label>
  <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
  <button type="submit">${escapeHtml(store.strings.signIn)}</button>
</form>
</section>`;
  return renderLayout({ store, lang: store.lang, title: `${store.strings.signIn} | ${store.name}`, main });
}

export function renderErrorPage(store: StoreProfile): string {
  const main = '<h1>Something went wrong</h1><p>We could not load this page. Please try again later.</p>';
  return renderLayout({ store, lang: store.lang, title: `Error | ${store.name}`, main });
}

/** A shop page after a redesign the extractor does not know: the layout, a heading, no product data. */
export function renderNoProductPage(store: StoreProfile): string {
  const main = '<h1>New season, new look</h1><p>Our shop has changed. Browse the new collection from the home page.</p>';
  return renderLayout({ store, lang: store.lang, title: store.name, main });
}

export function renderNotFoundPage(store: StoreProfile): string {
  const main = '<h1>Page not found</h1><p>The page you are looking for does not exist.</p>';
  return renderLayout({ store, lang: store.lang, title: `Not found | ${store.name}`, main });
}
