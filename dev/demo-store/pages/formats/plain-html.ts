import type { PageContext } from '../page-context';
import { productMain } from '../partials';
import type { RenderedProduct } from './rendered-product';

/** No structured data at all: only the visible layout, for the visual heuristic. */
export function renderPlainHtmlPage(context: PageContext): RenderedProduct {
  return { head: '', main: productMain(context) };
}
