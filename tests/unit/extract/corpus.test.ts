// Regression guard over the real pages of ../shared/corpus, extracted in headless Chromium.
// The floors sit a little under what the benchmark measured (see bench/results/extract.json):
// a change that makes extraction worse fails here.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS, runCorpus, type CorpusReport } from '../../../bench/extract';

describe('extraction on the corpus pages', () => {
  let report: CorpusReport;

  it('runs over every page', { timeout: 180_000 }, async () => {
    // A generous time budget: this guards quality, not speed, on a machine that may be busy.
    report = await runCorpus(DEFAULT_CORPUS, 0, { budgetMs: 2000 });
    expect(report.pages).toBe(79);
  });

  it('keeps price F1 at or above 0.84 (measured 0.868)', () => {
    expect(report.attributes.price?.f1).toBeGreaterThanOrEqual(0.84);
  });

  it('keeps availability F1 at or above 0.96 (measured 1.0)', () => {
    expect(report.attributes.availability?.f1).toBeGreaterThanOrEqual(0.96);
  });

  it('keeps currency right on at least 95% of labelled pages (measured 98.3%)', () => {
    expect(report.attributes.currency?.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps names and canonical URLs right where labelled', () => {
    expect(report.attributes.name?.accuracy).toBeGreaterThanOrEqual(0.83);
    expect(report.attributes.canonicalUrl?.accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it('finds no product on a page that has none', () => {
    expect(report.timing.nonProductResult).toBeNull();
  });
});
