import { describe, expect, it } from 'vitest';
import { draftOfPreferences, minutesOfTime, preferencesOfDraft, timeOfMinutes } from '../../../../../src/features/alerts/options/alert-preferences-draft';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../../../../src/features/alerts/model/alerts';

const preferences: AlertPreferences = {
  rules: { dropBasisPoints: 1250, dropAmount: null, backInStock: true },
  quietHours: { start: 22 * 60 + 30, end: 7 * 60 },
  timeZone: 'Europe/Berlin',
  dailyCap: 5,
  notify: { price: true, stock: false, activity: true },
  priceLocale: 'de-DE',
};

describe('alert preferences draft', () => {
  it('round-trips saved preferences unchanged', () => {
    expect(preferencesOfDraft(draftOfPreferences(preferences))).toEqual({ ok: true, preferences });
    expect(preferencesOfDraft(draftOfPreferences(DEFAULT_ALERT_PREFERENCES))).toEqual({ ok: true, preferences: DEFAULT_ALERT_PREFERENCES });
  });

  it('reads and writes times of day as minutes after midnight', () => {
    expect(minutesOfTime('07:30')).toBe(450);
    expect(minutesOfTime('23:59')).toBe(1439);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('')).toBeNull();
    expect(timeOfMinutes(450)).toBe('07:30');
  });

  it('names every bad field and sends nothing', () => {
    const draft = { ...draftOfPreferences(preferences), quietFrom: '07:00', quietTo: '07:00', timeZone: 'Mars/Olympus', dailyCap: '51', locale: 'not a locale!' };
    expect(preferencesOfDraft(draft)).toEqual({
      ok: false,
      errors: { rules: {}, fields: { quietHours: true, timeZone: true, dailyCap: true, locale: true } },
    });
  });

  it('accepts the daily cap at its bounds only', () => {
    const at = (dailyCap: string) => preferencesOfDraft({ ...draftOfPreferences(preferences), dailyCap }).ok;
    expect([at('1'), at('50'), at('0'), at('51'), at('2.5')]).toEqual([true, true, false, false, false]);
  });

  it('ignores the quiet-hour times while quiet hours are off', () => {
    const result = preferencesOfDraft({ ...draftOfPreferences(preferences), quietOn: false, quietFrom: '' });
    expect(result.ok && result.preferences.quietHours).toBeNull();
  });
});
