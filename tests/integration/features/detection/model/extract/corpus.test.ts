// Regression guard over real store pages (tests/fixtures/corpus, a labelled subset of the corpus),
// extracted in headless Chromium, so it runs with the integration tests rather than the unit ones.
// Each floor allows one page fewer than `npm run bench:extract` measured on that subset (see
// bench/results/extract.json): a change that makes extraction worse fails here.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS, runCorpus, type CorpusReport } from '../../../../../../bench/extract';

describe('extraction on the corpus pages', () => {
  let report: CorpusReport;

  it('runs over every page', { timeout: 180_000 }, async () => {
    // A generous time budget: this guards quality, not speed, on a machine that may be busy.
    report = await runCorpus(DEFAULT_CORPUS, 0, { budgetMs: 2000 });
    expect(report.pages).toBe(37);
  });

  it('keeps price F1 at or above 0.81 (measured 0.852, 23 of 27)', () => {
    expect(report.attributes.price?.f1).toBeGreaterThanOrEqual(0.81);
  });

  it('keeps availability F1 at or above 0.95 (measured 1.0, 23 of 23)', () => {
    expect(report.attributes.availability?.f1).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps currency right on at least 88% of labelled pages (measured 94.4%, 17 of 18)', () => {
    expect(report.attributes.currency?.accuracy).toBeGreaterThanOrEqual(0.88);
  });

  it('keeps names and canonical URLs right where labelled (measured 6 of 6 and 5 of 5)', () => {
    expect(report.attributes.name?.accuracy).toBeGreaterThanOrEqual(0.83);
    expect(report.attributes.canonicalUrl?.accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it('finds no product on a page that has none', () => {
    expect(report.timing.nonProductResult).toBeNull();
  });
});
