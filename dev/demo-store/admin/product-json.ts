import { formatPrice } from '../money';
import type { DemoStoreServices } from '../services';
import type { ProductView } from '../types';

export function adminProductJson({ product, state }: ProductView, services: DemoStoreServices) {
  return {
    id: product.id,
    store: product.storeId,
    name: product.name,
    format: product.format,
    demonstrates: product.demonstrates,
    url: new URL(product.path, services.originOf(product.storeId)).href,
    currency: product.currency,
    price: state.price,
    listPrice: state.listPrice,
    displayPrice: formatPrice(state.price, product.currency),
    availability: state.availability,
    mode: state.mode,
    delayMs: state.delayMs,
    botCheckStatus: state.botCheckStatus,
    challengeStatus: state.challengeStatus,
    goneStatus: state.goneStatus,
    retryAfterS: state.retryAfterS,
  };
}
