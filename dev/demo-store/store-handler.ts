import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { adminPrefix, handleAdminRequest } from './admin/admin-api';
import { readText } from './http/read-body';
import { send, sendHtml, sendJson, sendJsonError, redirect } from './http/respond';
import { renderHomePage } from './pages/home-page';
import type { PageContext } from './pages/page-context';
import { renderProductPage } from './pages/product-page';
import { renderBotCheckPage, renderErrorPage, renderLoginPage, renderNoProductPage, renderNotFoundPage } from './pages/special-pages';
import { logoSvg, productImageSvg } from './pages/svg-image';
import type { DemoStoreServices } from './services';
import { spaProductJson } from './spa/product-api';
import { renderSpaShell, spaScriptPath } from './spa/shell';
import type { StoreProfile } from './stores';
import type { ProductView } from './types';

const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/;
const imageRoute = /^\/images\/([\w-]+)\.svg$/;
const spaApiRoute = /^\/api\/products\/([\w-]+)$/;

/** The request handler of one store: its pages, its images, its single-page app, and the shared admin API. */
export function createStoreHandler(store: StoreProfile, services: DemoStoreServices, spaScript: string): RequestListener {
  const storeViews = () => services.state.views().filter((view) => view.product.storeId === store.id);

  function contextFor(request: IncomingMessage, view: ProductView): PageContext {
    const host = request.headers.host ?? '';
    const origin = loopbackHost.test(host) ? `http://${host}` : services.originOf(store.id);
    const sameKind = (other: ProductView) => (other.product.format === 'single-page') === (view.product.format === 'single-page');
    const related = storeViews()
      .filter((other) => other.product.id !== view.product.id && other.state.mode === 'ok' && sameKind(other))
      .slice(0, 4);
    return { view, store, origin, related };
  }

  function serveProduct(request: IncomingMessage, response: ServerResponse, view: ProductView): void {
    const render = () => {
      // Re-read at answer time so a slow page shows the values current when it answers.
      const current = services.state.view(view.product.id) ?? view;
      const context = contextFor(request, current);
      const { format } = current.product;
      sendHtml(response, 200, format === 'single-page' ? renderSpaShell(store) : renderProductPage(context, format));
    };
    const { path } = view.product;
    switch (view.state.mode) {
      case 'ok':
        return render();
      case 'slow':
        return services.timers.answerLater(response, view.state.delayMs, render);
      case 'error':
        return sendHtml(response, 500, renderErrorPage(store));
      case 'bot-check':
        return sendHtml(response, view.state.botCheckStatus, renderBotCheckPage(), view.state.botCheckStatus === 503 ? { 'Retry-After': '30' } : {});
      case 'login-wall':
        return redirect(response, `/login?next=${encodeURIComponent(path)}`);
      case 'challenge':
        return sendHtml(response, view.state.challengeStatus, renderBotCheckPage(), { 'cf-mitigated': 'challenge' });
      case 'rate-limited':
        return sendHtml(response, 429, renderErrorPage(store), { 'Retry-After': String(view.state.retryAfterS) });
      case 'gone':
        return sendHtml(response, view.state.goneStatus, renderNotFoundPage(store));
      case 'no-product':
        return sendHtml(response, 200, renderNoProductPage(store));
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const { pathname } = url;
    if (request.method === 'POST' && pathname === '/login') {
      await readText(request);
      return sendHtml(response, 401, renderLoginPage(store, { next: '/', failed: true }));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'Method not allowed\n', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
    }
    const views = storeViews();
    const product = views.find((view) => view.product.path === pathname);
    if (product) return serveProduct(request, response, product);
    if (pathname === '/') return sendHtml(response, 200, renderHomePage(store, views));
    if (pathname === '/login') {
      return sendHtml(response, 200, renderLoginPage(store, { next: url.searchParams.get('next') ?? '/', failed: false }));
    }
    if (pathname === spaScriptPath) return send(response, 200, spaScript, 'text/javascript; charset=utf-8');
    if (pathname === '/app' || pathname === '/app/') {
      const first = views.find((view) => view.product.format === 'single-page');
      if (first) return redirect(response, first.product.path);
    }
    const apiId = spaApiRoute.exec(pathname)?.[1];
    const apiView = views.find((view) => view.product.id === apiId && view.product.format === 'single-page');
    if (apiId !== undefined) {
      return apiView
        ? sendJson(response, 200, spaProductJson(contextFor(request, apiView)))
        : sendJsonError(response, 404, 'no such product');
    }
    if (pathname === '/images/logo.svg') return send(response, 200, logoSvg(), 'image/svg+xml');
    const imageId = imageRoute.exec(pathname)?.[1];
    const imageView = views.find((view) => view.product.id === imageId);
    if (imageView) {
      const imageVariant = Number(url.searchParams.get('view') ?? '1') || 1;
      return send(response, 200, productImageSvg(imageView.product.name, imageView.product.hue, imageVariant), 'image/svg+xml');
    }
    sendHtml(response, 404, renderNotFoundPage(store));
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo-store.invalid');
    const isAdmin = url.pathname === adminPrefix || url.pathname.startsWith(`${adminPrefix}/`);
    if (!isAdmin) services.requestLog.record(store.id, request, response);
    const handled = isAdmin ? handleAdminRequest(request, response, url, services) : route(request, response, url);
    handled.catch((error: unknown) => {
      console.error('demo store: request failed', error);
      if (!response.headersSent) sendJsonError(response, 500, 'internal error in the demo store');
      else response.destroy();
    });
  };
}
