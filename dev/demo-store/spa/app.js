// The demo store's single-page product view: fetches the product for the current path, renders it,
// and moves between products with history.pushState like a client-side router.
(() => {
  const app = document.getElementById('app');
  const routePattern = /^\/app\/p\/([\w-]+)\/?$/;
  let latestRequest = 0;

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value);
    node.append(...children.filter((child) => child !== null));
    return node;
  }

  function replaceJsonLd(data) {
    document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    const script = element('script', { type: 'application/ld+json' });
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }

  function render(product) {
    document.title = product.title;
    replaceJsonLd(product.jsonLd);
    const button = element('button', { type: 'button', class: 'add-to-cart' }, product.buttonLabel);
    if (product.availability === 'OutOfStock') button.disabled = true;
    const related = product.related.map((other) =>
      element(
        'li',
        { class: 'card' },
        element(
          'a',
          { href: other.path, 'data-spa-link': '' },
          element('img', { src: other.image, alt: '', width: '160', height: '160' }),
          element('span', { class: 'card__name' }, other.name),
        ),
        element('span', { class: 'card__price' }, other.price),
      ),
    );
    app.replaceChildren(
      element('nav', { class: 'breadcrumbs', 'aria-label': 'Breadcrumb' }, element('ol', {}, element('li', {}, product.category), element('li', {}, product.name))),
      element(
        'article',
        { class: 'product' },
        element('figure', { class: 'gallery' }, element('img', { src: product.image, alt: product.name, width: '480', height: '480' })),
        element(
          'div',
          { class: 'product__summary' },
          element('p', { class: 'brand' }, product.brand),
          element('h1', {}, product.name),
          element(
            'div',
            { class: 'price-block' },
            product.listPrice === null ? null : element('s', { class: 'price price--was' }, product.listPrice),
            element('span', { class: 'price price--current' }, product.price),
          ),
          button,
        ),
      ),
      element('section', { class: 'description' }, element('p', {}, product.description)),
      element('section', { class: 'related' }, element('h2', {}, 'You may also like'), element('ul', {}, ...related)),
    );
    app.dataset.renderedProduct = product.id;
  }

  async function show(path) {
    const request = ++latestRequest;
    const match = routePattern.exec(path);
    if (!match) {
      app.replaceChildren(element('h1', {}, 'Page not found'));
      return;
    }
    app.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(`/api/products/${match[1]}`, { headers: { accept: 'application/json' } });
      if (request !== latestRequest) return;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      render(await response.json());
    } catch {
      if (request === latestRequest) app.replaceChildren(element('h1', {}, 'Something went wrong'));
    } finally {
      if (request === latestRequest) app.removeAttribute('aria-busy');
    }
  }

  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-spa-link]') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    history.pushState(null, '', link.getAttribute('href'));
    void show(location.pathname);
  });
  window.addEventListener('popstate', () => void show(location.pathname));
  void show(location.pathname);
})();
