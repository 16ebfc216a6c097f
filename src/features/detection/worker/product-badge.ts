import type { ListItem } from '../../lists';
import type { MessageKey } from '../../../platform/browser/i18n';
import type { DetectedProduct } from '../model/product';
import { productKeyOf } from '../model/product-key';

const PRODUCT_BADGE_COLOR = '#0d6e5a';
const TRACKED_BADGE_COLOR = '#1a56b0';

export type BadgeTitleKey = Extract<MessageKey, 'badgeTitleProduct' | 'badgeTitleTracked'>;

/** What the toolbar button says on a tab: nothing, a product found, or a product already saved. */
export type ProductBadge = { text: ''; title: null } | { text: string; color: string; title: BadgeTitleKey; name: string };

/** Whether a product page is saved in any of the shopper's lists (the key the popup's "Already saved in" uses). */
export function isSaved(items: Record<string, readonly ListItem[]>, url: string): boolean {
  const key = productKeyOf(url);
  return key !== null && Object.values(items).some((list) => list.some((item) => item.productKey === key));
}

export function productBadge(product: DetectedProduct | null, pageUrl: string | undefined, items: Record<string, readonly ListItem[]>): ProductBadge {
  if (product === null || product.name === null) return { text: '', title: null };
  const url = product.canonicalUrl ?? pageUrl;
  return url !== undefined && isSaved(items, url)
    ? { text: '✓', color: TRACKED_BADGE_COLOR, title: 'badgeTitleTracked', name: product.name }
    : { text: '•', color: PRODUCT_BADGE_COLOR, title: 'badgeTitleProduct', name: product.name };
}

/**
 * A tab's part of the toolbar button: the toolbar badge's `tabAction`, never `browser.action` itself,
 * which refuses a null title (Chromium 150+).
 */
export interface TabBadgeAction {
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  /** The tab's own title; null gives it the button's title (as a string) again. */
  setTitle(details: { tabId: number; title: string | null }): Promise<void>;
}

/** Marks the toolbar button of a tab that holds a product, saying whether it is tracked; other tabs keep a clean button. */
export async function showProductBadge(
  action: TabBadgeAction,
  tabId: number,
  badge: ProductBadge,
  translate: (key: BadgeTitleKey, substitutions: string[]) => string,
): Promise<void> {
  if (badge.title === null) {
    await Promise.all([action.setBadgeText({ tabId, text: '' }), action.setTitle({ tabId, title: null })]);
    return;
  }
  await Promise.all([
    action.setBadgeBackgroundColor({ tabId, color: badge.color }),
    action.setBadgeText({ tabId, text: badge.text }),
    action.setTitle({ tabId, title: translate(badge.title, [badge.name]) }),
  ]);
}
