/**
 * The rules budget (docs/data-model.md, "The rules budget"): every write the worker makes, at its
 * largest legitimate size, and the refused variants an attacker would try (budget-cases.ts), must
 * be decided well inside Firestore's limits. Each is measured alone, in a project of its own:
 * - no pass of the request reaches the 1,000-expression limit, allowed or refused;
 * - its coverage report (rule-budget.ts) shows at most 500 evaluated expressions per written
 *   document, at most half the document accesses (5 of a single write's 10, 10 of a batch's 20);
 * - counted by the engine itself (rule-headroom.ts), its costliest pass uses at most
 *   EVERY_PASS_AT_MOST of the limit: it is still decided the same with the rest spent first.
 * With CARTWATCH_RULE_BUDGET_OUT set, each request's share of the limit is also measured (a
 * search, about eight more runs of each) and every figure is written there as JSON;
 * CARTWATCH_RULES_FILE measures another rules file than firestore.rules (an earlier version).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_CASES } from './budget-cases';
import { RULE_LIMITS, measureRequest, readRules, type RuleCost } from './rule-budget';
import { decidedWithSpent, limitInComparisons, shareOfTheLimit, withLimitPartlySpent } from './rule-headroom';

const COVERAGE_PER_DOCUMENT = RULE_LIMITS.expressions / 2;
/**
 * Of the limit, by the engine's count. Saving an item with every field at its limit is the costliest
 * request (its creation checks each field's type and limits); every other is under a third.
 */
const EVERY_PASS_AT_MOST = 0.6;
const FIGURES_FILE = process.env.CARTWATCH_RULE_BUDGET_OUT;

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
  });
});

describe('the rules budget: every request is decided well inside Firestore’s limits', () => {
  it.each(BUDGET_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const rules = readRules();
      const cost = await measureRequest(testCase.scene(), testCase.request, testCase.name);
      const spent = Math.ceil(limit * (1 - EVERY_PASS_AT_MOST));
      const decidedWithRestSpent = await decidedWithSpent(rules, testCase.scene(), testCase.request, testCase.allowed, spent);
      const measured = FIGURES_FILE === undefined ? undefined : await shareOfTheLimit(rules, testCase.scene(), testCase.request, testCase.allowed, limit);
      figures.push({ name: testCase.name, writes: testCase.writes, ...cost, shareOfTheLimit: measured });
      expect(cost.allowed).toBe(testCase.allowed);
      expect(cost.hitExpressionLimit).toBe(false);
      expect(cost.expressions / testCase.writes).toBeLessThanOrEqual(COVERAGE_PER_DOCUMENT);
      const accessLimit = testCase.writes > 1 ? RULE_LIMITS.documentAccessesPerBatch : RULE_LIMITS.documentAccessesPerWrite;
      expect(cost.documentsRead).toBeLessThanOrEqual(accessLimit / 2);
      // Even if Firestore counted every call, none would be over its limit.
      expect(cost.documentAccesses).toBeLessThanOrEqual(accessLimit);
      expect(decidedWithRestSpent).toBe(true);
    },
    FIGURES_FILE === undefined ? 60_000 : 600_000,
  );
});
