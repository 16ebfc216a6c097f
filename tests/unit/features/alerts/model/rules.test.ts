import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_SETTINGS, effectiveRules } from '../../../../../src/features/alerts/model/rules';

describe('effectiveRules: the item inherits from its list, the list from the account', () => {
  it('gives the defaults when nobody set anything', () => {
    expect(effectiveRules({}, {}, {})).toEqual([{ kind: 'drop-percent', basisPoints: DEFAULT_RULE_SETTINGS.dropBasisPoints }, { kind: 'back-in-stock' }]);
  });

  it('takes the nearest level that sets a key', () => {
    const rules = effectiveRules({ dropBasisPoints: 500, lowest90Days: true }, { dropBasisPoints: 2000, dropAmount: 10 }, { dropAmount: 3 });
    expect(rules).toEqual([
      { kind: 'drop-percent', basisPoints: 2000 },
      { kind: 'drop-amount', amount: 3 },
      { kind: 'back-in-stock' },
      { kind: 'lowest-90-days' },
    ]);
  });

  it('lets a lower level switch off what a higher one set, and set it again below', () => {
    expect(effectiveRules({ lowest90Days: true }, { dropBasisPoints: null, backInStock: false, lowest90Days: false }, {})).toEqual([]);
    expect(effectiveRules({}, { backInStock: false }, { backInStock: true })).toEqual([
      { kind: 'drop-percent', basisPoints: 1000 },
      { kind: 'back-in-stock' },
    ]);
  });

  it('adds a target only from the item, and refuses thresholds that cannot be right', () => {
    expect(effectiveRules({ dropBasisPoints: 12.5 }, {}, { target: 79.9, backInStock: false })).toEqual([{ kind: 'target', target: 79.9 }]);
    expect(effectiveRules({ dropBasisPoints: 20_000, dropAmount: -1 }, {}, { target: 0, backInStock: false })).toEqual([]);
  });
});
