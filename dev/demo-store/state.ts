import { defaultRetryAfterS, type CatalogueProduct, type ModeChange, type ProductState, type ProductView } from './types';

export const defaultSlowDelayMs = 1500;

export type OfferPatch = Partial<Pick<ProductState, 'price' | 'listPrice' | 'availability'>>;

/** The live, in-memory values of every product; what the admin API changes and the pages show. */
export class CatalogueState {
  readonly #products: readonly CatalogueProduct[];
  readonly #states = new Map<string, ProductState>();

  constructor(products: readonly CatalogueProduct[]) {
    this.#products = products;
    this.reset();
  }

  reset(): void {
    for (const product of this.#products) this.#states.set(product.id, initialState(product));
  }

  view(id: string): ProductView | undefined {
    const product = this.#products.find((candidate) => candidate.id === id);
    const state = this.#states.get(id);
    return product && state ? { product, state: { ...state } } : undefined;
  }

  views(): ProductView[] {
    return this.#products.flatMap((product) => this.view(product.id) ?? []);
  }

  updateOffer(id: string, patch: OfferPatch): void {
    const state = this.#states.get(id);
    if (state) this.#states.set(id, { ...state, ...patch });
  }

  setMode(id: string, change: ModeChange): void {
    const state = this.#states.get(id);
    if (!state) return;
    this.#states.set(id, {
      ...state,
      mode: change.mode,
      delayMs: change.delayMs ?? state.delayMs,
      botCheckStatus: change.botCheckStatus ?? state.botCheckStatus,
      challengeStatus: change.challengeStatus ?? state.challengeStatus,
      goneStatus: change.goneStatus ?? state.goneStatus,
      retryAfterS: change.retryAfterS ?? state.retryAfterS,
    });
  }
}

function initialState(product: CatalogueProduct): ProductState {
  return {
    price: product.price,
    listPrice: product.listPrice ?? null,
    availability: product.availability,
    mode: product.mode ?? 'ok',
    delayMs: product.delayMs ?? defaultSlowDelayMs,
    botCheckStatus: 503,
    challengeStatus: 403,
    goneStatus: 410,
    retryAfterS: defaultRetryAfterS,
  };
}
