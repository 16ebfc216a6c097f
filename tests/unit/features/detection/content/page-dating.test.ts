// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextReport } from '../../../../../src/features/detection/content/page-dating';
import { documentLoadedAt } from '../../../../../src/features/detection/content/page-time';

const LOADED = Date.UTC(2026, 10, 28, 9);
const loadedAt = () => LOADED;
const lamp89 = JSON.stringify({ name: 'Lamp', price: 89 });
const lamp74 = JSON.stringify({ name: 'Lamp', price: 74 });

describe('dating what the page says', () => {
  it('dates the first report by the document\'s load, and an old tab keeps that time at every later injection', () => {
    const first = nextReport(undefined, lamp89, undefined, loadedAt);
    expect(first).toEqual({ said: lamp89, pageTime: LOADED });
    expect(nextReport(first, lamp89, undefined, () => Date.now())).toEqual({ said: lamp89, pageTime: LOADED });
  });

  it('dates a single-page re-render of the price by its change, and ignores changes elsewhere on the page', () => {
    const first = nextReport(undefined, lamp89, undefined, loadedAt);
    const changedAt = LOADED + 60_000;
    expect(nextReport(first, lamp89, changedAt, loadedAt)).toBeUndefined();
    expect(nextReport(first, lamp74, changedAt, loadedAt)).toEqual({ said: lamp74, pageTime: changedAt });
  });

  it('dates a change no watcher saw as old as what it replaced, never newer', () => {
    const first = nextReport(undefined, lamp89, undefined, loadedAt);
    expect(nextReport(first, lamp74, undefined, () => Date.now())).toEqual({ said: lamp74, pageTime: LOADED });
  });

  it('keeps "age unknown" for a page the browser served from its cache', () => {
    const first = nextReport(undefined, lamp89, undefined, () => null);
    expect(first?.pageTime).toBeNull();
    expect(nextReport(first, lamp89, undefined, loadedAt)?.pageTime).toBeNull();
  });
});

describe('documentLoadedAt', () => {
  afterEach(() => vi.restoreAllMocks());

  const navigation = (timing: Partial<PerformanceNavigationTiming>) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([timing as PerformanceNavigationTiming]);

  it('is when the page was asked for (its time origin): the store answered after it', () => {
    navigation({ transferSize: 5_000, responseStart: 120.4 });
    expect(documentLoadedAt()).toBe(Math.round(performance.timeOrigin));
  });

  it('is unknown (null) for a document the browser served from its cache (a restored tab, a back/forward load)', () => {
    navigation({ transferSize: 0, responseStart: 3 });
    expect(documentLoadedAt()).toBeNull();
  });
});
