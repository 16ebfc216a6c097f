import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_MARKS_MS, markStartup } from '../../../src/platform/startup-marks';

describe('markStartup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    performance.clearMarks();
  });

  it('marks a start-up step with its detail', () => {
    markStartup('items-snapshot', { listId: 'l1', fromCache: true });
    const [mark] = performance.getEntriesByName('cartwatch:items-snapshot');
    expect((mark as PerformanceMark).detail).toEqual({ listId: 'l1', fromCache: true });
  });

  it('marks nothing once the start-up is long over, so a long-lived worker keeps no growing timeline', () => {
    vi.spyOn(performance, 'now').mockReturnValue(STARTUP_MARKS_MS + 1);
    markStartup('state-posted', { revision: 9 });
    expect(performance.getEntriesByName('cartwatch:state-posted')).toEqual([]);
  });
});
