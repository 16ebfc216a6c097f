import type { OfferBack } from './offer-back';

export type OfferBackComponent = typeof OfferBack;

let loading: Promise<OfferBackComponent> | null = null;

/**
 * What a refused save or item change offers back is a chunk of its own, loaded only when there is
 * such a failure: the notice is in both pages' first frame, this is rarely needed.
 */
export function loadOfferBack(): Promise<OfferBackComponent> {
  loading ??= import('./offer-back').then((module) => module.OfferBack);
  return loading;
}
