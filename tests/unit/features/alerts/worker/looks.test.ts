import { describe, expect, it } from 'vitest';
import { AWAIT_CONFIRMATION_MS } from '../../../../../src/features/alerts/worker/evaluation-window';
import { lookedRecently, RECONSIDER_MS, withLook } from '../../../../../src/features/alerts/worker/looks';

describe('looks at changes awaiting confirmation', () => {
  it('counts as recent within the hour, unless the item changed after it', () => {
    const look = { at: 1_000, ownCheckAt: null };
    expect(lookedRecently(look, 900, 1_000 + RECONSIDER_MS - 1)).toBe(true);
    expect(lookedRecently(look, 900, 1_000 + RECONSIDER_MS)).toBe(false);
    expect(lookedRecently(look, 1_001, 1_500)).toBe(false);
    expect(lookedRecently(undefined, 900, 1_000)).toBe(false);
  });

  it('stays recent for a change too old to be confirmed any more, until the item changes', () => {
    const look = { at: AWAIT_CONFIRMATION_MS + 10, ownCheckAt: null };
    expect(lookedRecently(look, 5, AWAIT_CONFIRMATION_MS + 10 + 3 * RECONSIDER_MS)).toBe(true);
    expect(lookedRecently(look, AWAIT_CONFIRMATION_MS + 20, AWAIT_CONFIRMATION_MS + 10 + 3 * RECONSIDER_MS)).toBe(false);
  });

  it('sets or removes one item and drops looks too old to matter', () => {
    const now = 10 * AWAIT_CONFIRMATION_MS;
    const looks = { old: { at: now - AWAIT_CONFIRMATION_MS, ownCheckAt: null }, kept: { at: now - 1, ownCheckAt: 5 } };
    expect(withLook(looks, 'new', { at: now, ownCheckAt: null }, now)).toEqual({ kept: looks.kept, new: { at: now, ownCheckAt: null } });
    expect(withLook(looks, 'kept', null, now)).toEqual({});
  });
});
