import type { StoreProfile } from '../stores';
import type { ProductView } from '../types';

/** Everything a product page template needs to render one request. */
export interface PageContext {
  view: ProductView;
  store: StoreProfile;
  /** Origin the request came in on, so absolute URLs stay on the host name the client used. */
  origin: string;
  related: ProductView[];
}

export function absoluteUrl(context: Pick<PageContext, 'origin'>, path: string): string {
  return new URL(path, context.origin).href;
}

export function imagePath(productId: string): string {
  return `/images/${encodeURIComponent(productId)}.svg`;
}
