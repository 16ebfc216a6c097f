import { describe, expect, it } from 'vitest';
import { draftOfPreferences, minutesOfTime, partOfDraft, PREFERENCES_GROUPS, timeOfMinutes, withGroupErrors, type PreferencesDraft } from '../../../../../src/features/alerts/options/alert-preferences-draft';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../../../../src/features/alerts/model/alerts';

const preferences: AlertPreferences = {
  rules: { dropBasisPoints: 1250, dropAmount: null, backInStock: true },
  quietHours: { start: 22 * 60 + 30, end: 7 * 60 },
  timeZone: 'Europe/Berlin',
  dailyCap: 5,
  notify: { price: true, stock: false, activity: true },
  priceLocale: 'de-DE',
};

/** Every group's part of a draft put together: what the page would store after applying each. */
function wholeOf(draft: PreferencesDraft): Partial<AlertPreferences> | null {
  let whole: Partial<AlertPreferences> | null = {};
  for (const group of PREFERENCES_GROUPS) {
    const result = partOfDraft(draft, group);
    whole = result.ok && whole !== null ? { ...whole, ...result.part } : null;
  }
  return whole;
}

describe('alert preferences draft', () => {
  it('round-trips saved preferences unchanged, group by group', () => {
    expect(wholeOf(draftOfPreferences(preferences))).toEqual(preferences);
    expect(wholeOf(draftOfPreferences(DEFAULT_ALERT_PREFERENCES))).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('reads and writes times of day as minutes after midnight', () => {
    expect(minutesOfTime('07:30')).toBe(450);
    expect(minutesOfTime('23:59')).toBe(1439);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('')).toBeNull();
    expect(timeOfMinutes(450)).toBe('07:30');
  });

  it("names each bad group's field, and a group checks only its own fields", () => {
    const draft = { ...draftOfPreferences(preferences), quietFrom: '07:00', quietTo: '07:00', timeZone: 'Mars/Olympus', dailyCap: '51', locale: 'not a locale!' };
    expect(partOfDraft(draft, 'quietHours')).toEqual({ ok: false, errors: { rules: {}, fields: { quietHours: true } } });
    expect(partOfDraft(draft, 'timeZone')).toEqual({ ok: false, errors: { rules: {}, fields: { timeZone: true } } });
    expect(partOfDraft(draft, 'dailyCap')).toEqual({ ok: false, errors: { rules: {}, fields: { dailyCap: true } } });
    expect(partOfDraft(draft, 'locale')).toEqual({ ok: false, errors: { rules: {}, fields: { locale: true } } });
    expect(partOfDraft(draft, 'notify')).toEqual({ ok: true, part: { notify: preferences.notify } });
    expect(partOfDraft(draft, 'rules')).toEqual({ ok: true, part: { rules: preferences.rules } });
  });

  it("replaces only the checked group's errors", () => {
    const draft = { ...draftOfPreferences(preferences), dailyCap: '0', timeZone: 'Mars/Olympus' };
    const both = withGroupErrors(withGroupErrors({ rules: {}, fields: {} }, 'dailyCap', partOfDraft(draft, 'dailyCap')), 'timeZone', partOfDraft(draft, 'timeZone'));
    expect(both.fields).toEqual({ dailyCap: true, timeZone: true });
    const fixed = withGroupErrors(both, 'dailyCap', partOfDraft({ ...draft, dailyCap: '5' }, 'dailyCap'));
    expect(fixed.fields).toEqual({ timeZone: true });
    const rules = withGroupErrors(fixed, 'rules', partOfDraft({ ...draft, rules: { ...draft.rules, dropPercent: { choice: 'on', text: '0' } } }, 'rules'));
    expect(rules).toEqual({ rules: { dropPercent: 'range' }, fields: { timeZone: true } });
  });

  it('accepts the daily cap at its bounds only', () => {
    const at = (dailyCap: string) => partOfDraft({ ...draftOfPreferences(preferences), dailyCap }, 'dailyCap').ok;
    expect([at('1'), at('50'), at('0'), at('51'), at('2.5')]).toEqual([true, true, false, false, false]);
  });

  it('ignores the quiet-hour times while quiet hours are off, and the tag while the browser format is chosen', () => {
    expect(partOfDraft({ ...draftOfPreferences(preferences), quietOn: false, quietFrom: '' }, 'quietHours')).toEqual({ ok: true, part: { quietHours: null } });
    expect(partOfDraft({ ...draftOfPreferences(preferences), ownLocale: false, locale: '!!' }, 'locale')).toEqual({ ok: true, part: { priceLocale: null } });
  });
});
