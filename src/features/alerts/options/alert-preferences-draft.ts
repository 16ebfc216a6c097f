import { DAILY_CAP_RANGE, type AlertPreferences, type NotificationKinds } from '../model/alerts';
import { LIMITS } from '../../../platform/limits';
import { draftOf, settingsOfDraft, type DraftErrors, type RuleDraft } from '../popup/rule-draft';

/** The options page's alert preferences as typed, before they are checked. */
export interface PreferencesDraft {
  rules: RuleDraft;
  quietOn: boolean;
  /** "HH:MM", as a time input gives it. */
  quietFrom: string;
  quietTo: string;
  timeZone: string;
  dailyCap: string;
  notify: NotificationKinds;
  /** False: the browser's locale. */
  ownLocale: boolean;
  locale: string;
}

export type PreferencesField = 'quietHours' | 'timeZone' | 'dailyCap' | 'locale';
export interface PreferencesErrors {
  rules: DraftErrors;
  fields: Partial<Record<PreferencesField, true>>;
}

const DEFAULT_QUIET = { start: 22 * 60, end: 7 * 60 };

export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "07:30" → 450; null for anything that is not a time of day. */
export function minutesOfTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A BCP 47 tag the browser can format numbers in (the worker's schema checks it the same way). */
export function isPriceLocale(tag: string): boolean {
  try {
    return tag.length <= LIMITS.priceLocale && Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

export function draftOfPreferences(preferences: AlertPreferences): PreferencesDraft {
  const quiet = preferences.quietHours ?? DEFAULT_QUIET;
  return {
    rules: draftOf(preferences.rules),
    quietOn: preferences.quietHours !== null,
    quietFrom: timeOfMinutes(quiet.start),
    quietTo: timeOfMinutes(quiet.end),
    timeZone: preferences.timeZone,
    dailyCap: String(preferences.dailyCap),
    notify: preferences.notify,
    ownLocale: preferences.priceLocale !== null,
    locale: preferences.priceLocale ?? '',
  };
}

function readCap(text: string): number | null {
  const trimmed = text.trim();
  const cap = Number(trimmed);
  return /^\d+$/.test(trimmed) && cap >= DAILY_CAP_RANGE.min && cap <= DAILY_CAP_RANGE.max ? cap : null;
}

export type PreferencesResult = { ok: true; preferences: AlertPreferences } | { ok: false; errors: PreferencesErrors };

/** The full preferences page:update-alert-preferences takes, or each field's problem. */
export function preferencesOfDraft(draft: PreferencesDraft): PreferencesResult {
  const fields: PreferencesErrors['fields'] = {};
  const rules = settingsOfDraft(draft.rules, false);
  const start = minutesOfTime(draft.quietFrom);
  const end = minutesOfTime(draft.quietTo);
  // Equal times would be an empty window: the engine reads it as no quiet hours at all.
  if (draft.quietOn && (start === null || end === null || start === end)) fields.quietHours = true;
  if (draft.timeZone !== '' && !isTimeZone(draft.timeZone)) fields.timeZone = true;
  const dailyCap = readCap(draft.dailyCap);
  if (dailyCap === null) fields.dailyCap = true;
  const locale = draft.locale.trim();
  if (draft.ownLocale && !isPriceLocale(locale)) fields.locale = true;
  if (!rules.ok || Object.keys(fields).length > 0 || dailyCap === null) {
    return { ok: false, errors: { rules: rules.ok ? {} : rules.errors, fields } };
  }
  const { target: _target, ...accountRules } = rules.settings;
  return {
    ok: true,
    preferences: {
      rules: accountRules,
      quietHours: draft.quietOn && start !== null && end !== null ? { start, end } : null,
      timeZone: draft.timeZone,
      dailyCap,
      notify: draft.notify,
      priceLocale: draft.ownLocale ? locale : null,
    },
  };
}
