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

/**
 * The parts of the preferences the options page applies one at a time, each with its own
 * confirmation: a change to one is checked and sent without waiting on the others.
 */
export const PREFERENCES_GROUPS = ['rules', 'quietHours', 'timeZone', 'dailyCap', 'notify', 'locale'] as const;
export type PreferencesGroup = (typeof PREFERENCES_GROUPS)[number];

export type PartResult = { ok: true; part: Partial<AlertPreferences> } | { ok: false; errors: PreferencesErrors };

const invalid = (field: PreferencesField): PartResult => ({ ok: false, errors: { rules: {}, fields: { [field]: true } } });

/** One group's value as page:update-alert-preferences stores it, or that group's problem. */
export function partOfDraft(draft: PreferencesDraft, group: PreferencesGroup): PartResult {
  switch (group) {
    case 'rules': {
      const rules = settingsOfDraft(draft.rules, false);
      if (!rules.ok) return { ok: false, errors: { rules: rules.errors, fields: {} } };
      const { target: _target, ...accountRules } = rules.settings;
      return { ok: true, part: { rules: accountRules } };
    }
    case 'quietHours': {
      if (!draft.quietOn) return { ok: true, part: { quietHours: null } };
      const start = minutesOfTime(draft.quietFrom);
      const end = minutesOfTime(draft.quietTo);
      // Equal times would be an empty window: the engine reads it as no quiet hours at all.
      return start === null || end === null || start === end ? invalid('quietHours') : { ok: true, part: { quietHours: { start, end } } };
    }
    case 'timeZone':
      return draft.timeZone !== '' && !isTimeZone(draft.timeZone) ? invalid('timeZone') : { ok: true, part: { timeZone: draft.timeZone } };
    case 'dailyCap': {
      const dailyCap = readCap(draft.dailyCap);
      return dailyCap === null ? invalid('dailyCap') : { ok: true, part: { dailyCap } };
    }
    case 'notify':
      return { ok: true, part: { notify: draft.notify } };
    case 'locale': {
      const locale = draft.locale.trim();
      if (!draft.ownLocale) return { ok: true, part: { priceLocale: null } };
      return isPriceLocale(locale) ? { ok: true, part: { priceLocale: locale } } : invalid('locale');
    }
  }
}

const GROUP_FIELD: Partial<Record<PreferencesGroup, PreferencesField>> = { quietHours: 'quietHours', timeZone: 'timeZone', dailyCap: 'dailyCap', locale: 'locale' };

/** The errors shown once `group` was checked again: its own replaced, the other groups' kept. */
export function withGroupErrors(current: PreferencesErrors, group: PreferencesGroup, result: PartResult): PreferencesErrors {
  const found = result.ok ? { rules: {}, fields: {} } : result.errors;
  if (group === 'rules') return { rules: found.rules, fields: current.fields };
  const field = GROUP_FIELD[group];
  if (field === undefined) return current;
  const { [field]: _previous, ...others } = current.fields;
  return { rules: current.rules, fields: { ...others, ...found.fields } };
}
