import { describe, expect, it } from 'vitest';
import { alertIdOf } from '../../../../../src/features/alerts/model/alert-id';
import { LIMITS } from '../../../../../src/platform/limits';

const PATH = 'lists/L1/items/I1';
const AT = Date.UTC(2026, 3, 1, 10, 15);

describe('alertIdOf', () => {
  it('is letters and digits, within the document id limit', () => {
    const id = alertIdOf(PATH, 'drop-percent', AT);
    expect(id).toMatch(/^[a-z0-9]+$/);
    expect(id.length).toBeLessThanOrEqual(LIMITS.documentId);
  });

  it('is the same for the same item, rule and observation hour', () => {
    expect(alertIdOf(PATH, 'target', AT)).toBe(alertIdOf(PATH, 'target', AT + 30 * 60_000));
  });

  it('differs by item, rule and hour', () => {
    const ids = new Set([
      alertIdOf(PATH, 'target', AT),
      alertIdOf('lists/L1/items/I2', 'target', AT),
      alertIdOf(PATH, 'drop-percent', AT),
      alertIdOf(PATH, 'target', AT + 3_600_000),
    ]);
    expect(ids.size).toBe(4);
  });
});
