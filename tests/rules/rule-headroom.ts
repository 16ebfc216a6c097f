/**
 * How much of the 1,000-expression limit a request's costliest pass uses, counted by the rules
 * engine itself (docs/data-model.md, "The rules budget"). The coverage report (rule-budget.ts)
 * counts the expressions that produced a value, not the literals and calls the engine counts too,
 * and it sums passes the engine counts one by one; so the limit itself is the measure. A statement
 * ahead of every `match` block's own spends part of it (comparisons of `request.time`, false in the
 * end), and the request, run again, must still be decided as it was, without reaching the limit.
 * The engine counts all of a request's statements against one limit in each pass (for each
 * document written), so what the spender leaves is what the request may use in every pass.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { runAlone, type Request } from './rule-budget';
import type { Fields } from './support';

const SPENDER = 'limitSpent';
const COMPARISONS_PER_FUNCTION = 10;

/** Functions that evaluate `comparisons` comparisons, ten to a function, and then answer false. */
export function limitSpender(comparisons: number): string {
  const parts = Math.ceil(comparisons / COMPARISONS_PER_FUNCTION);
  const part = (index: number) => {
    const size = Math.min(COMPARISONS_PER_FUNCTION, comparisons - index * COMPARISONS_PER_FUNCTION);
    return `function ${SPENDER}${index}() { return ${Array.from({ length: size }, () => 'request.time != null').join(' && ')}; }`;
  };
  const calls = Array.from({ length: parts }, (_, index) => `${SPENDER}${index}() && `).join('');
  return [...Array.from({ length: parts }, (_, index) => part(index)), `function ${SPENDER}() { return ${calls}request.time == null; }`].join('\n');
}

/** The rules with `comparisons` spent ahead of every `match` block's statements. */
export function withLimitPartlySpent(rules: string, comparisons: number): string {
  const root = 'match /databases/{database}/documents {';
  if (!rules.includes(root)) throw new Error('the rules have no documents block to add the spender to');
  return rules
    .replace(/^(\s*match \/(?!databases\/).*\{)\s*$/gm, `$1 allow read, write: if ${SPENDER}();`)
    .replace(root, `${root}\n${limitSpender(comparisons)}`);
}

/** Whether a lone statement spending `comparisons` reaches the limit (on a one-document update). */
async function spenderReachesTheLimit(comparisons: number): Promise<boolean> {
  const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${limitSpender(comparisons)}
    match /spent/{id} { allow update: if ${SPENDER}(); }
  }
}`;
  const projectId = `demo-headroom-${process.env.VITEST_POOL_ID ?? '1'}-${Date.now().toString(36)}-${comparisons}`;
  const env = await initializeTestEnvironment({ projectId, firestore: { rules } });
  try {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('spent/one').set({ count: 0 }));
    const message = await env.authenticatedContext('spender').firestore().doc('spent/one').update({ count: 1 }).then(
      () => '',
      (error: unknown) => String(error),
    );
    return message.includes('maximum of 1000 expressions');
  } finally {
    await env.cleanup();
  }
}

/** The largest n in [low, high) for which `fits(n)`, when `fits` holds below some n and not from it on. */
async function largestThatFits(low: number, high: number, fits: (n: number) => Promise<boolean>): Promise<number> {
  let fitting = low - 1;
  let failing = high;
  while (failing - fitting > 1) {
    const middle = Math.floor((fitting + failing) / 2);
    if (await fits(middle)) fitting = middle;
    else failing = middle;
  }
  return fitting;
}

/** The limit in the spender's comparisons: the fewest that reach it alone. */
export async function limitInComparisons(): Promise<number> {
  return 1 + (await largestThatFits(1, 400, async (comparisons) => !(await spenderReachesTheLimit(comparisons))));
}

/** Whether `request` is decided as `allowed` says, short of the limit, with `comparisons` spent first. */
export async function decidedWithSpent(rules: string, scene: Record<string, Fields>, request: Request, allowed: boolean, comparisons: number): Promise<boolean> {
  const outcome = await runAlone(withLimitPartlySpent(rules, comparisons), scene, request);
  return outcome.allowed === allowed && !outcome.hitExpressionLimit;
}

/**
 * The share of the limit the request's costliest pass uses: 1 less the largest share that can be
 * spent first with the request still decided as `allowed` says (to one comparison, about 0.6%).
 */
export async function shareOfTheLimit(rules: string, scene: Record<string, Fields>, request: Request, allowed: boolean, limit: number): Promise<number> {
  const spendable = await largestThatFits(0, limit, (comparisons) => decidedWithSpent(rules, scene, request, allowed, comparisons));
  return 1 - Math.max(spendable, 0) / limit;
}
