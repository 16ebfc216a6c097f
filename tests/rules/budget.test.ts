/**
 * The rules budget (docs/data-model.md, "The rules budget"): every write the worker makes, at its
 * largest legitimate size, and the refused variants an attacker would try (budget-cases.ts), must
 * be decided well inside Firestore's limits. Each is measured alone, in a project of its own:
 * - no pass of the request reaches the 1,000-expression limit, allowed or refused;
 * - the target (#29): its coverage report (rule-budget.ts) shows at most 500 evaluated expressions
 *   for the whole request, at most half the document accesses (5 of a single write's 10, 10 of a
 *   batch's 20), and, counted by the engine itself (rule-headroom.ts), its costliest pass uses at
 *   most half the limit: it is still decided the same with the other half spent first.
 * With CARTWATCH_RULE_BUDGET_OUT set, every figure is written there as JSON, and with
 * CARTWATCH_RULE_BUDGET_SHARE=1 too, each request's share of the limit is measured (a search,
 * about eight more runs of each); CARTWATCH_RULES_FILE measures another rules file than
 * firestore.rules (an earlier version).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_CASES } from './budget-cases';
import { RULE_LIMITS, measureRequest, readRules, type RuleCost } from './rule-budget';
import { decidedWithSpent, limitInComparisons, shareOfTheLimit, withLimitPartlySpent } from './rule-headroom';

const EXPRESSIONS_PER_REQUEST = RULE_LIMITS.expressions / 2;
/** Of the limit, by the engine's count, in the request's costliest pass. */
const EVERY_PASS_AT_MOST = 0.5;
const FIGURES_FILE = process.env.CARTWATCH_RULE_BUDGET_OUT;
const SEARCH_SHARE = FIGURES_FILE !== undefined && process.env.CARTWATCH_RULE_BUDGET_SHARE === '1';

let limit = 0;
const figures: (RuleCost & { name: string; writes: number; shareOfTheLimit: number | undefined })[] = [];

beforeAll(async () => {
  limit = await limitInComparisons();
}, 120_000);

afterAll(() => {
  if (FIGURES_FILE !== undefined) writeFileSync(FIGURES_FILE, JSON.stringify({ limitInComparisons: limit, figures }, null, 2));
});

describe('measuring against the limit itself', () => {
  it('the limit, in the spender’s comparisons, is what the engine counts: so many reach it, one fewer does not', async () => {
    const rules = readRules();
    const [first] = BUDGET_CASES;
    if (first === undefined) throw new Error('no budget cases');
    // About 6 counted expressions a comparison (its operands, the `&&`), as measured on the emulator.
    expect(limit).toBeGreaterThan(120);
    expect(limit).toBeLessThan(200);
    expect(await decidedWithSpent(rules, first.scene(), first.request, first.allowed, limit)).toBe(false);
    expect(withLimitPartlySpent(rules, 1).match(/allow read, write: if limitSpent\(\);/g)?.length).toBe(rules.match(/^\s*match \/(?!databases\/)/gm)?.length);
  }, 180_000);

  it('the rules file is plain ASCII: the coverage report’s offsets then name the expressions the measure reads', () => {
    // A "…" in a comment (#29's name rule) shifted every offset after it, and the document accesses
    // after it went uncounted: save at every limit read as 1 call, a join as 0.
    const outsideAscii = readRules().split('\n').flatMap((line, index) => (/[^\t -~]/.test(line) ? [`line ${index + 1}: ${line.trim()}`] : []));
    expect(outsideAscii).toEqual([]);
  });
});

describe('the rules budget: every request is decided well inside Firestore’s limits', () => {
  it.each(BUDGET_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const rules = readRules();
      const cost = await measureRequest(testCase.scene(), testCase.request, testCase.name);
      const decidedWithRestSpent = await decidedWithSpent(rules, testCase.scene(), testCase.request, testCase.allowed, Math.ceil(limit * (1 - EVERY_PASS_AT_MOST)));
      const measured = !SEARCH_SHARE ? undefined : await shareOfTheLimit(rules, testCase.scene(), testCase.request, testCase.allowed, limit);
      figures.push({ name: testCase.name, writes: testCase.writes, ...cost, shareOfTheLimit: measured });
      expect(cost.allowed).toBe(testCase.allowed);
      expect(cost.hitExpressionLimit).toBe(false);
      const accessLimit = testCase.writes > 1 ? RULE_LIMITS.documentAccessesPerBatch : RULE_LIMITS.documentAccessesPerWrite;
      expect(cost.documentsRead).toBeLessThanOrEqual(accessLimit / 2);
      // Even if Firestore counted every call, none would be over its limit.
      expect(cost.documentAccesses).toBeLessThanOrEqual(accessLimit);
      expect(decidedWithRestSpent).toBe(true);
      expect(cost.expressions).toBeLessThanOrEqual(EXPRESSIONS_PER_REQUEST);
    },
    // A few runs of a request in a 50-member list; slower when the whole rules lane runs beside it.
    SEARCH_SHARE ? 600_000 : 180_000,
  );
});
