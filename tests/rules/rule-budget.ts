/**
 * What one request costs the rules, read from the emulator's coverage report
 * (`GET /emulator/v1/projects/<id>:ruleCoverage`, docs/data-model.md, "The rules budget"). The
 * report counts the evaluations of every expression of firestore.rules since the project began, so
 * each measured request gets a project of its own: the scene is seeded with the rules off (which
 * evaluates nothing), then the one request runs, then the report is read and summed.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed, type Fields } from './support';

const RULES_FILE = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** Firestore's limits on one request's rule evaluation (Firebase, "Security rules limits"). */
export const RULE_LIMITS = { expressions: 1000, documentAccessesPerWrite: 10, documentAccessesPerBatch: 20 } as const;

export interface RuleCost {
  /** Expression evaluations that produced a value (or an error) in the decisive evaluation. */
  expressions: number;
  /** get, getAfter, exists and existsAfter calls evaluated. */
  documentAccesses: number;
  /** The documents those calls read (a document read as it was and as the request leaves it counts twice). */
  documentsRead: number;
  allowed: boolean;
  /** The emulator gave up on an allow statement at the 1,000-expression limit, in any pass. */
  hitExpressionLimit: boolean;
}

interface CoverageValue {
  value?: Record<string, unknown>;
  count?: number;
}

interface CoverageNode {
  sourcePosition: { currentOffset: number; endOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules: { files: { content: string }[] };
  report: CoverageNode[];
}

const DOCUMENT_ACCESS = /^(get|getAfter|exists|existsAfter)\(/;

/**
 * The emulator evaluates a request in more than one pass: passes in which the request's document
 * is not bound yet (values `undefined`), which also evaluate whatever in them does not depend on
 * it, and the deciding ones. A skipped expression (a short circuit) is recorded with an empty value.
 * So only the expressions of a function or rule that was itself evaluated count, each at most as
 * often as that function or rule was: no expression is evaluated twice in one call.
 */
function evaluated(value: Record<string, unknown> | undefined): boolean {
  return value !== undefined && !('undefined' in value) && Object.keys(value).length > 0;
}

const evaluations = (node: CoverageNode): number =>
  (node.values ?? []).reduce((sum, { value, count = 0 }) => (evaluated(value) ? sum + count : sum), 0);

/**
 * The call's own node: the report's end offsets stop a few characters short of an expression's
 * end, so a call's node is the one whose first parenthesis does not close before the node ends,
 * where the nodes around it (`get(…).data…`) close it and go on.
 */
function isDocumentAccessCall(source: string): boolean {
  if (!DOCUMENT_ACCESS.test(source)) return false;
  let depth = 0;
  for (let index = source.indexOf('('); index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')') depth -= 1;
    if (depth === 0) return index === source.length - 1;
  }
  return true;
}

/** The documents a call's argument named, from its evaluated path values. */
function pathsOf(call: CoverageNode, name: string): string[] {
  return (call.children ?? []).flatMap((argument) =>
    (argument.values ?? []).filter(({ value }) => evaluated(value) && value !== undefined && 'pathValue' in value).map(({ value }) => `${name} ${JSON.stringify(value?.pathValue)}`),
  );
}

export function costOf(coverage: CoverageReport): Omit<RuleCost, 'allowed' | 'hitExpressionLimit'> {
  // The rules file is kept ASCII (budget.test.ts checks it): with a "…" in a comment, the offsets
  // after it matched neither its UTF-8 bytes nor its characters, and calls went uncounted.
  const rules = Buffer.from(coverage.rules.files[0]?.content ?? '', 'utf8');
  let expressions = 0;
  let documentAccesses = 0;
  const documents = new Set<string>();
  const walk = (node: CoverageNode, calls: number): void => {
    const count = Math.min(evaluations(node), calls);
    expressions += count;
    const source = rules.subarray(node.sourcePosition.currentOffset, node.sourcePosition.endOffset).toString('utf8');
    if (isDocumentAccessCall(source)) {
      documentAccesses += count;
      for (const path of pathsOf(node, DOCUMENT_ACCESS.exec(source)?.[1] ?? '')) documents.add(path);
    }
    for (const child of node.children ?? []) walk(child, calls);
  };
  // Each top-level node is a function's body or an allow statement's condition.
  for (const node of coverage.report) walk(node, evaluations(node));
  return { expressions, documentAccesses, documentsRead: documents.size };
}

export type Request = (env: RulesTestEnvironment) => Promise<unknown>;

export interface Outcome {
  allowed: boolean;
  /** The emulator gave up on an allow statement at the 1,000-expression limit, in any pass. */
  hitExpressionLimit: boolean;
  report: CoverageReport;
}

let measured = 0;

/** Runs `request` alone under `rules`, in a project of its own holding `scene`, and reads its coverage report. */
export async function runAlone(rules: string, scene: Record<string, Fields>, request: Request): Promise<Outcome> {
  measured += 1;
  const projectId = `demo-budget-${process.env.VITEST_POOL_ID ?? '1'}-${Date.now().toString(36)}-${measured}`;
  const env = await initializeTestEnvironment({ projectId, firestore: { rules } });
  try {
    await seed(env, scene);
    const message = await request(env).then(
      () => null,
      (error: unknown) => String(error),
    );
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`);
    if (!response.ok) throw new Error(`the coverage report answered ${response.status}`);
    const report = (await response.json()) as CoverageReport;
    return { allowed: message === null, hitExpressionLimit: message?.includes('maximum of 1000 expressions') ?? false, report };
  } finally {
    await env.cleanup();
  }
}

/** firestore.rules, or the rules file CARTWATCH_RULES_FILE names (to measure another version of them). */
export const readRules = (): string => readFileSync(process.env.CARTWATCH_RULES_FILE ?? RULES_FILE, 'utf8');

/**
 * What `request` costs under firestore.rules, from its coverage report. The report is also written
 * to CARTWATCH_RULE_COVERAGE_DIR, named after the request, when that is set.
 */
export async function measureRequest(scene: Record<string, Fields>, request: Request, name = ''): Promise<RuleCost> {
  const alone = await runAlone(readRules(), scene, request);
  const reportsDirectory = process.env.CARTWATCH_RULE_COVERAGE_DIR;
  if (reportsDirectory !== undefined) writeFileSync(join(reportsDirectory, `${String(measured).padStart(3, '0')}.json`), JSON.stringify({ name, ...alone.report }));
  return { ...costOf(alone.report), allowed: alone.allowed, hitExpressionLimit: alone.hitExpressionLimit };
}
