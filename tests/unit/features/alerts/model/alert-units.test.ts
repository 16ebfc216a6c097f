import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from '../../../../../src/features/alerts/model/alert-units';
import { draftOf, inheritedRules, isWatched, settingsOfDraft, settingsOrNull } from '../../../../../src/features/alerts/popup/rule-draft';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, type ItemAlertSettings } from '../../../../../src/features/alerts/model/alerts';

describe('percent ↔ basis points', () => {
  it.each([
    ['10', 1000],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['100', 10_000],
    ['99.99', 9999],
    ['7 %', 700],
    ['19.9', 1990],
  ])('reads "%s" as %i basis points', (text, basisPoints) => {
    expect(percentToBasisPoints(text)).toEqual({ basisPoints });
  });

  it('refuses values outside 0.01 to 100 percent, at both edges', () => {
    expect(percentToBasisPoints('0')).toEqual({ error: 'range' });
    expect(percentToBasisPoints('0.00')).toEqual({ error: 'range' });
    expect(percentToBasisPoints('100.01')).toEqual({ error: 'range' });
    expect(percentToBasisPoints('10000')).toEqual({ error: 'range' });
  });

  it('refuses a fraction of a basis point rather than rounding it', () => {
    expect(percentToBasisPoints('0.005')).toEqual({ error: 'invalid' });
    expect(percentToBasisPoints('12.345')).toEqual({ error: 'invalid' });
    expect(percentToBasisPoints('12.340')).toEqual({ basisPoints: 1234 });
  });

  it('refuses what is not a number, and says when nothing was typed', () => {
    expect(percentToBasisPoints('ten')).toEqual({ error: 'invalid' });
    expect(percentToBasisPoints('-5')).toEqual({ error: 'invalid' });
    expect(percentToBasisPoints('1.2.3')).toEqual({ error: 'invalid' });
    expect(percentToBasisPoints('  ')).toEqual({ error: 'required' });
  });

  it('shows stored basis points as the percent a shopper types (never a fraction of one)', () => {
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(1)).toBe('0.01');
    expect(basisPointsToPercent(10_000)).toBe('100');
    expect(basisPointsToPercent(1205)).toBe('12.05');
  });

  it('round-trips every basis point value from 1 to 10,000', () => {
    for (let basisPoints = 1; basisPoints <= 10_000; basisPoints += 1) {
      expect(percentToBasisPoints(basisPointsToPercent(basisPoints))).toEqual({ basisPoints });
    }
  });
});

describe('rule drafts', () => {
  it('round-trips settings: a missing key inherits, null or false is off, a value is on', () => {
    const settings: ItemAlertSettings = { target: 79.99, dropBasisPoints: null, dropAmount: 5, backInStock: false };
    const draft = draftOf(settings);
    expect(draft).toEqual({
      target: { choice: 'on', text: '79.99' },
      dropPercent: { choice: 'off', text: '' },
      dropAmount: { choice: 'on', text: '5' },
      backInStock: 'off',
      lowest90Days: 'inherit',
    });
    expect(settingsOfDraft(draft, true)).toEqual({ ok: true, settings });
  });

  it('gives null when every rule inherits, so the level inherits again', () => {
    const result = settingsOfDraft(draftOf(undefined), true);
    expect(result).toEqual({ ok: true, settings: {} });
    expect(result.ok && settingsOrNull(result.settings)).toBeNull();
  });

  it('checks only the values of rules switched on, and names each bad one', () => {
    const draft = { ...draftOf(undefined), target: { choice: 'on' as const, text: '0' }, dropPercent: { choice: 'on' as const, text: '12.345' }, dropAmount: { choice: 'inherit' as const, text: 'junk' } };
    expect(settingsOfDraft(draft, true)).toEqual({ ok: false, errors: { target: 'range', dropPercent: 'invalid' } });
  });

  it('reads locale decimals in amounts and leaves the target out of account and list levels', () => {
    const draft = { ...draftOf(undefined), target: { choice: 'on' as const, text: '5' }, dropAmount: { choice: 'on' as const, text: '2,50' } };
    expect(settingsOfDraft(draft, false)).toEqual({ ok: true, settings: { dropAmount: 2.5 } });
  });

  it('resolves what a level inherits, lowest level that sets a rule first', () => {
    expect(inheritedRules([DEFAULT_ALERT_PREFERENCES.rules, { dropBasisPoints: 500 }, { backInStock: false }])).toEqual({
      dropBasisPoints: 500,
      dropAmount: null,
      backInStock: false,
      lowest90Days: false,
    });
  });

  it('knows an item is not watched when every rule is off, and is watched again by a target alone', () => {
    const levels = [DEFAULT_ALERT_PREFERENCES.rules];
    expect(isWatched(levels, undefined)).toBe(true);
    expect(isWatched(levels, ALERTS_OFF)).toBe(false);
    expect(isWatched(levels, { ...ALERTS_OFF, target: 50 })).toBe(true);
  });
});
