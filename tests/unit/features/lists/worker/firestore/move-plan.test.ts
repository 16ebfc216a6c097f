import { describe, expect, it } from 'vitest';
import { OBSERVATIONS_PER_MOVE_BATCH, planMove } from '../../../../../../src/features/lists/worker/firestore/move-plan';

const hours = (count: number) => Array.from({ length: count }, (_, index) => `20260301${String(index).padStart(2, '0')}`);

describe('planMove: the batches of a move, in order', () => {
  it('an item without history arrives, then leaves', () => {
    expect(planMove([], false)).toEqual([{ kind: 'arrive' }, { kind: 'leave' }]);
  });

  it(`copies the history ${OBSERVATIONS_PER_MOVE_BATCH} observations a batch, in order, between arriving and leaving`, () => {
    const history = hours(9);
    expect(planMove(history, false)).toEqual([
      { kind: 'arrive' },
      { kind: 'history', observations: history.slice(0, 4) },
      { kind: 'history', observations: history.slice(4, 8) },
      { kind: 'history', observations: history.slice(8) },
      { kind: 'leave' },
    ]);
  });

  it('a re-run after an interruption does not add the item again: the rest of the history follows, then the source leaves', () => {
    const rest = hours(2);
    expect(planMove(rest, true)).toEqual([{ kind: 'history', observations: rest }, { kind: 'leave' }]);
  });

  it('a history of two years of change points is every observation once, no batch over the limit', () => {
    const history = hours(100).concat(hours(100).map((hour) => `2025${hour.slice(4)}`));
    const batches = planMove(history, false).flatMap((step) => (step.kind === 'history' ? [step.observations] : []));
    expect(batches.flat()).toEqual(history);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(OBSERVATIONS_PER_MOVE_BATCH);
    expect(batches).toHaveLength(Math.ceil(history.length / OBSERVATIONS_PER_MOVE_BATCH));
  });
});
