import type { Action } from 'webextension-polyfill';
import type { DetectedProduct } from '../../shared/product';

const PRODUCT_BADGE_COLOR = '#0d6e5a';

/** Marks the toolbar button of a tab that holds a product; other tabs keep a clean button. */
export async function showProductBadge(
  action: Action.Static,
  tabId: number,
  product: DetectedProduct | null,
  translate: (key: 'badgeTitleProduct', substitutions: string[]) => string,
): Promise<void> {
  if (product === null || product.name === null) {
    await Promise.all([action.setBadgeText({ tabId, text: '' }), action.setTitle({ tabId, title: null })]);
    return;
  }
  await Promise.all([
    action.setBadgeBackgroundColor({ tabId, color: PRODUCT_BADGE_COLOR }),
    action.setBadgeText({ tabId, text: '•' }),
    action.setTitle({ tabId, title: translate('badgeTitleProduct', [product.name]) }),
  ]);
}
