import type { PageDetection } from '../model/product';
import type { DetectionWaiters } from './detection-waiters';

export interface TabInfo {
  id?: number;
  url?: string;
  title?: string;
}

export interface DetectionApis {
  activeTab: () => Promise<TabInfo | undefined>;
  /** Runs the content script in the tab's top frame; rejects when the page may not be read. */
  inject: (tabId: number) => Promise<unknown>;
}

const REPORT_TIMEOUT_MS = 4_000;

/**
 * Detects the product in the active tab: runs the content script there (activeTab grants the
 * access when the shopper opened the popup) and waits for its report.
 */
export async function detectActiveTab(apis: DetectionApis, waiters: DetectionWaiters): Promise<PageDetection> {
  return detectTab(apis, waiters, await apis.activeTab());
}

/** Detects the product in a tab the extension was just given access to (popup, menu or shortcut). */
export async function detectTab(
  apis: Pick<DetectionApis, 'inject'>,
  waiters: DetectionWaiters,
  tab: TabInfo | undefined,
): Promise<PageDetection> {
  const url = tab?.url ?? '';
  if (tab?.id === undefined || !/^https?:\/\//i.test(url)) return { status: 'unsupported', url };
  const title = tab.title ?? '';

  const report = waiters.next(tab.id, REPORT_TIMEOUT_MS);
  try {
    await apis.inject(tab.id);
  } catch {
    return { status: 'unsupported', url };
  }
  const reported = await report;
  if (reported === undefined || reported.product === null) return { status: 'none', url, title };
  return { status: 'found', url, title, product: reported.product, pageTime: reported.pageTime };
}
