import type { Action } from 'webextension-polyfill';
import { isUnseen, type AlertEntry } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';

export type BadgeAction = Pick<Action.Static, 'setBadgeText' | 'setBadgeBackgroundColor' | 'setTitle'>;

const ALERT_BADGE_COLOR = '#c2410c';
const MAX_SHOWN = 99;

/** The toolbar's count: unseen, not withdrawn alerts of the feed (none while it loads). */
export function unseenCount(feed: readonly AlertEntry[] | null): number {
  return feed?.filter(isUnseen).length ?? 0;
}

export const badgeTextOf = (count: number): string => (count === 0 ? '' : count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count));

interface TabMark {
  text: string | null;
  color: Action.ColorValue | null;
}

export interface ToolbarBadge {
  /** What per-tab writers (the product mark) use instead of browser.action: it keeps their marks and applies them when no alert is unseen. */
  tabAction: BadgeAction;
  /** The unseen alerts' count, shown globally; while there are any, every tab's own text steps aside. */
  setUnseen(count: number): Promise<void>;
  forgetTab(tabId: number): void;
}

/**
 * The toolbar badge's two layers. A tab's own text overrides the global one (Chrome and Firefox), so
 * while alerts are unseen each tab's text is null (it inherits the count) and its colour the
 * alerts'; once none is, the product marks come back.
 */
export function createToolbarBadge(action: BadgeAction, tabIds: () => Promise<number[]>): ToolbarBadge {
  const marks = new Map<number, TabMark>();
  let unseen: number | null = null;
  let buttonTitle = t('actionTitle');
  // Tabs showing the button's own title. Chromium refuses a null title, so such a tab is given the
  // button's title as a string, and given it again whenever it changes.
  const tabsWithButtonTitle = new Set<number>();

  const stepAside = (tabId: number) =>
    Promise.all([action.setBadgeText({ tabId, text: null }), action.setBadgeBackgroundColor({ tabId, color: ALERT_BADGE_COLOR })]);

  async function restore(tabId: number, mark: TabMark): Promise<void> {
    await action.setBadgeText({ tabId, text: mark.text });
    if (mark.color !== null) await action.setBadgeBackgroundColor({ tabId, color: mark.color });
  }

  const markOf = (tabId: number): TabMark => marks.get(tabId) ?? { text: null, color: null };

  return {
    tabAction: {
      async setBadgeText(details) {
        if (details.tabId === undefined) return action.setBadgeText(details);
        marks.set(details.tabId, { ...markOf(details.tabId), text: details.text });
        if ((unseen ?? 0) === 0) await action.setBadgeText(details);
      },
      async setBadgeBackgroundColor(details) {
        if (details.tabId === undefined) return action.setBadgeBackgroundColor(details);
        marks.set(details.tabId, { ...markOf(details.tabId), color: details.color });
        if ((unseen ?? 0) === 0) await action.setBadgeBackgroundColor(details);
      },
      async setTitle({ tabId, title }) {
        if (tabId === undefined) return action.setTitle({ title: title ?? buttonTitle });
        if (title === null) tabsWithButtonTitle.add(tabId);
        else tabsWithButtonTitle.delete(tabId);
        await action.setTitle({ tabId, title: title ?? buttonTitle });
      },
    },
    async setUnseen(count) {
      const before = unseen;
      if (count === before) return;
      unseen = count;
      buttonTitle = count === 0 ? t('actionTitle') : t('badgeTitleUnseenAlerts', count);
      await Promise.all([
        action.setBadgeText({ text: badgeTextOf(count) }),
        action.setBadgeBackgroundColor({ color: ALERT_BADGE_COLOR }),
        action.setTitle({ title: buttonTitle }),
        ...[...tabsWithButtonTitle].map((tabId) => action.setTitle({ tabId, title: buttonTitle })),
      ]);
      if (count > 0 && (before ?? 0) === 0) {
        // Every tab, not only the marks this worker remembers: a restarted worker forgot the earlier ones.
        await Promise.all((await tabIds()).map(stepAside));
      } else if (count === 0 && before !== null && before > 0) {
        await Promise.all([...marks].map(([tabId, mark]) => restore(tabId, mark)));
      }
    },
    forgetTab(tabId) {
      marks.delete(tabId);
      tabsWithButtonTitle.delete(tabId);
    },
  };
}
