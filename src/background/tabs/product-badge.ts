import type { Action } from 'webextension-polyfill';
import type { ProductSummary } from '../../shared/protocol';

const PRODUCT_BADGE_COLOR = '#0d6e5a';

/** Marks the toolbar button of a tab that holds a product; other tabs keep a clean button. */
export async function showProductBadge(
  action: Action.Static,
  tabId: number,
  product: ProductSummary | null,
  translate: (key: 'badgeTitleProduct', substitutions: string[]) => string,
): Promise<'product' | 'none'> {
  if (product === null) {
    await Promise.all([action.setBadgeText({ tabId, text: '' }), action.setTitle({ tabId, title: null })]);
    return 'none';
  }
  await Promise.all([
    action.setBadgeBackgroundColor({ tabId, color: PRODUCT_BADGE_COLOR }),
    action.setBadgeText({ tabId, text: '•' }),
    action.setTitle({ tabId, title: translate('badgeTitleProduct', [product.name]) }),
  ]);
  return 'product';
}
