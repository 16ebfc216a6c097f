import { formatPrice } from '../money';
import type { StoreProfile } from '../stores';
import { escapeHtml } from './html';

export interface Crumb {
  label: string;
  href?: string;
}

export interface LayoutOptions {
  store: StoreProfile;
  lang: string;
  title: string;
  /** Extra trusted markup for the head (meta tags, JSON-LD). */
  head?: string;
  crumbs?: Crumb[];
  /** Trusted markup of the main column. */
  main: string;
  /** Trusted markup placed just before `</body>`. */
  bodyEnd?: string;
}

const styles = `
body{font-family:system-ui,sans-serif;margin:0;color:#222}
.promo{background:#1d3b2a;color:#fff;text-align:center;padding:.4rem;font-size:.9rem}
.site-header{display:flex;gap:1.5rem;align-items:center;padding:1rem 2rem;border-bottom:1px solid #ddd}
.site-header nav{flex:1}.site-header nav a{margin-right:1rem}
.breadcrumbs ol{display:flex;gap:.5rem;list-style:none;padding:0 2rem}
.breadcrumbs li+li::before{content:"›";margin-right:.5rem}
main{padding:0 2rem 2rem}.product{display:grid;grid-template-columns:minmax(0,480px) 1fr;gap:2rem}
.gallery img{max-width:100%;height:auto}.thumbs img{width:64px;height:64px}
.price--current{font-size:1.8rem;font-weight:700}.price--was{color:#777;margin-right:.5rem}
.add-to-cart{padding:.8rem 2rem;font-size:1rem}.related ul{display:flex;gap:1rem;list-style:none;padding:0}
.related li{width:160px}.card__price{display:block}.related img{width:160px;height:160px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}
`;

function header(store: StoreProfile): string {
  const { amount, currency } = store.freeShippingFrom;
  const promo = store.strings.freeShipping.replace('{amount}', formatPrice(amount, currency));
  return `<div class="promo">${escapeHtml(promo)}</div>
<header class="site-header">
  <a class="logo" href="/"><img src="/images/logo.svg" alt="" width="32" height="32"> ${escapeHtml(store.name)}</a>
  <nav><a href="/">${escapeHtml(store.strings.allProducts)}</a></nav>
  <form class="search" action="/" method="get"><input type="search" name="q" aria-label="Search"></form>
  <a href="/login">${escapeHtml(store.strings.signIn)}</a>
  <a class="cart" href="/">${escapeHtml(store.strings.cart)}</a>
</header>`;
}

function breadcrumbs(store: StoreProfile, crumbs: Crumb[]): string {
  const items = [{ label: store.strings.home, href: '/' }, ...crumbs].map((crumb) =>
    crumb.href === undefined
      ? `<li aria-current="page">${escapeHtml(crumb.label)}</li>`
      : `<li><a href="${escapeHtml(crumb.href)}">${escapeHtml(crumb.label)}</a></li>`,
  );
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

export function renderLayout(options: LayoutOptions): string {
  const { store } = options;
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="/images/logo.svg">
<style>${styles}</style>
${options.head ?? ''}
</head>
<body>
${header(store)}
${options.crumbs ? breadcrumbs(store, options.crumbs) : ''}
<main>
${options.main}
</main>
<footer class="site-footer"><p>© ${escapeHtml(store.name)}. ${escapeHtml(store.tagline)}</p></footer>
${options.bodyEnd ?? ''}
</body>
</html>
`;
}
